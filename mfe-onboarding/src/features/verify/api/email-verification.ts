import { api, type ApiEnvelope } from '@troo/shared';

/** POST /emailVerification: the six e-mailed digits, as a number (the spec's contract). */
export async function verifyEmail(email: string, code: string): Promise<void> {
  await api.post('/emailVerification', { email, token: Number(code) }, { silent: true, skipAuth: true });
}

/** POST /resendOTP: a new code by e-mail; answers 'Token has been resent'. Failures are toasted by the client. */
export async function resendCode(email: string): Promise<string> {
  const { data } = await api.post<ApiEnvelope<unknown>>('/resendOTP', { email }, { skipAuth: true });
  return data.message;
}
