import { apiCall } from '@troo/shared';
import type { CallBody } from '@troo/shared/contract';

// Outlet changes. All silent: the screen shows the spec's own toasts. Reads go through useApiQuery.

export type BranchInput = Pick<CallBody<'POST /branch/createBranch'>, 'branch_name'> & { address: string };

export async function createBranch(input: BranchInput): Promise<void> {
  await apiCall('POST /branch/createBranch', { body: input }, { silent: true });
}

export async function editBranch(branchId: string, input: BranchInput): Promise<void> {
  await apiCall('PUT /branch/editBranch', { body: { branch_id: branchId, ...input } }, { silent: true });
}

export async function removeBranch(branchId: string, reason: string): Promise<void> {
  await apiCall('DELETE /branch/removeBranch', { query: { branch_id: branchId, reason } }, { silent: true });
}
