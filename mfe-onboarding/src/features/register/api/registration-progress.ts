import { apiCall } from '@troo/shared';
import type { CallData } from '@troo/shared/contract';

export type RegistrationProgress = CallData<'POST /registrationProgress'>;

/** POST /registrationProgress: where this registration stands on the server (after a reload). */
export async function fetchRegistrationProgress(userId: string, registrationToken: string): Promise<RegistrationProgress> {
  const answer = await apiCall(
    'POST /registrationProgress',
    { body: { user_id: userId, registration_token: registrationToken } },
    { silent: true, skipAuth: true },
  );
  return answer.data;
}
