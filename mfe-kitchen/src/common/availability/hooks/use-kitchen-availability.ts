import { useCallback } from 'react';
import { apiCall, seedQueries, useAction, useApiQuery, useAppDispatch } from '@troo/shared';
import { cacheKey, type KitchenAvailability } from '@troo/shared/contract';

const READ = 'GET /kitchen/getAvailability';

/** One switch of the sheet: a dish, one of its options, or the outlet's ordering. */
export type AvailabilitySwitch =
  { kind: 'dish'; id: string; soldOut: boolean } | { kind: 'option'; id: string; soldOut: boolean } | { kind: 'ordering'; paused: boolean };

/**
 * The working outlet's dishes, options and pause switch, and the one way to flip them. Each change
 * answers the outlet's whole availability, which replaces the read's answer in the store: the sheet
 * redraws from the server's word (with who changed what), with no second request.
 */
export function useKitchenAvailability(branchId: string | null) {
  const input = branchId ? { query: { branch_id: branchId } } : null;
  const query = useApiQuery(READ, input);
  const dispatch = useAppDispatch();
  const action = useAction();
  const { run } = action;

  const flip = useCallback(
    (change: AvailabilitySwitch) =>
      run(async () => {
        if (!branchId) return;
        const answer = await send(branchId, change);
        seedQueries(dispatch, { [cacheKey(READ, { query: { branch_id: branchId } })]: answer });
      }),
    [branchId, dispatch, run],
  );

  return { query, flip, busy: action.busy, error: action.error };
}

async function send(branchId: string, change: AvailabilitySwitch): Promise<{ message: string; data: KitchenAvailability }> {
  const options = { silent: true };
  if (change.kind === 'dish') {
    return apiCall('PUT /kitchen/setDishSoldOut', { body: { item_id: change.id, sold_out: change.soldOut } }, options);
  }
  if (change.kind === 'option') {
    return apiCall('PUT /kitchen/setOptionSoldOut', { body: { modifier_id: change.id, sold_out: change.soldOut } }, options);
  }
  return apiCall('PUT /kitchen/setOrderingPaused', { body: { branch_id: branchId, paused: change.paused } }, options);
}
