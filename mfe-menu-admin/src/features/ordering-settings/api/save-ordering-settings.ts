import { apiCall } from '@troo/shared';
import type { OrderingSettings, OrderingSettingsInput } from '@troo/shared/contract';

/** PUT /branch/updateOrderingSettings, silent: the screen shows the message as a toast and inline. */
export async function saveOrderingSettings(branchId: string, input: OrderingSettingsInput): Promise<OrderingSettings> {
  return (await apiCall('PUT /branch/updateOrderingSettings', { body: { branch_id: branchId, ...input } }, { silent: true })).data;
}
