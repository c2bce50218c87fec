import { apiCall } from '@troo/shared';
import type { CallBody, UserData } from '@troo/shared/contract';

export type LoginPayload = CallBody<'POST /login'>;

/** POST /login. Silent: the screen shows the server's message in its own error area. */
export async function logIn(payload: LoginPayload): Promise<UserData> {
  // skipAuth: a stale token from an earlier session must not turn a wrong password into a 401 redirect.
  return (await apiCall('POST /login', { body: payload }, { silent: true, skipAuth: true })).data;
}
