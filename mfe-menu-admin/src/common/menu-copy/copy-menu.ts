import { apiCall } from '@troo/shared';

// Silent: the card shows the server's own message (what was copied, or why not) as a toast.

export const copyMenu = (fromBranchId: string, toBranchId: string) =>
  apiCall('POST /menu/copyMenu', { body: { from_branch_id: fromBranchId, to_branch_id: toBranchId } }, { silent: true });
