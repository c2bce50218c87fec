import { api, type ApiEnvelope, type UserData } from '@troo/shared';

export interface LoginPayload {
  email: string;
  password: string;
}

/** POST /login. Silent: the screen shows the server's message in its own error area. */
export async function logIn(payload: LoginPayload): Promise<UserData> {
  // skipAuth: a stale token from an earlier session must not turn a wrong password into a 401 redirect.
  const { data } = await api.post<ApiEnvelope<UserData>>('/login', payload, { silent: true, skipAuth: true });
  return data.data;
}
