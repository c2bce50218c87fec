import { api, type AccountDetailsPayload, type ApiEnvelope, type Bank } from '@troo/shared';

/** GET /getBanks: the banks a payout account can be at. A failure is toasted by the client. */
export async function getBanks(): Promise<Bank[]> {
  const { data } = await api.get<ApiEnvelope<Bank[]>>('/getBanks', { skipAuth: true });
  return data.data;
}

/** POST /createAccountDetails: stage 3, proven by the registration token (nobody is signed in yet). */
export async function createAccountDetails(payload: AccountDetailsPayload): Promise<void> {
  await api.post('/createAccountDetails', payload, { silent: true, skipAuth: true });
}
