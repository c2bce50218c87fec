import { api, type ApiEnvelope, type Branch } from '@troo/shared';

// Branch calls of the outlets screen. All silent: the screen shows the spec's own toasts.
// The list itself (GET /branch/getBranch) is loaded by useBranches from '@troo/shared/portal'.

export interface BranchInput {
  branch_name: string;
  address: string;
}

export async function fetchBranch(branchId: string): Promise<Branch> {
  const { data } = await api.get<ApiEnvelope<Branch>>(`/branch/getBranch/${encodeURIComponent(branchId)}`, { silent: true });
  return data.data;
}

export async function createBranch(input: BranchInput): Promise<void> {
  await api.post('/branch/createBranch', input, { silent: true });
}

export async function editBranch(branchId: string, input: BranchInput): Promise<void> {
  await api.put('/branch/editBranch', { branch_id: branchId, ...input }, { silent: true });
}

export async function removeBranch(branchId: string, reason: string): Promise<void> {
  await api.delete('/branch/removeBranch', { params: { branch_id: branchId, reason }, silent: true });
}
