import { apiCall } from '@troo/shared';

/** POST /emailVerification: the six e-mailed digits, as a number (the spec's contract). */
export async function verifyEmail(email: string, code: string): Promise<void> {
  await apiCall('POST /emailVerification', { body: { email, token: Number(code) } }, { silent: true, skipAuth: true });
}

/** POST /resendOTP: a new code by e-mail; answers 'Token has been resent'. Failures are toasted by the client. */
export async function resendCode(email: string): Promise<string> {
  return (await apiCall('POST /resendOTP', { body: { email } }, { skipAuth: true })).message;
}

/** POST /resendOTP, quietly: the verify screen asks for the code on arrival, and its 10 minutes start then. */
export async function requestCode(email: string): Promise<void> {
  await apiCall('POST /resendOTP', { body: { email } }, { silent: true, skipAuth: true });
}

/** POST /changeRegistrationEmail: the account moves to `email` and the code is mailed there; answers the address as kept. */
export async function changeRegistrationEmail(account: { user_id: string; registration_token: string }, email: string): Promise<string> {
  return (await apiCall('POST /changeRegistrationEmail', { body: { ...account, email } }, { silent: true, skipAuth: true })).data.email;
}
