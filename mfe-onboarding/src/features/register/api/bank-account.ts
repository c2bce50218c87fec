import { apiCall } from '@troo/shared';
import type { CallBody } from '@troo/shared/contract';

/** POST /createAccountDetails: stage 3, proven by the registration token (nobody is signed in yet). */
export async function createAccountDetails(payload: CallBody<'POST /createAccountDetails'>): Promise<void> {
  await apiCall('POST /createAccountDetails', { body: payload }, { silent: true, skipAuth: true });
}
