import { apiCall } from '@troo/shared';
import type { CallBody } from '@troo/shared/contract';

/** POST /requestForgotPassword: e-mails a reset code; answers 'Password reset token sent successfully'. */
export async function requestPasswordReset(email: string, { silent = true } = {}): Promise<string> {
  return (await apiCall('POST /requestForgotPassword', { body: { email } }, { silent, skipAuth: true })).message;
}

/** The e-mailed six digits go as a number, like the e-mail verification code. */
export type ResetPasswordPayload = CallBody<'POST /resetForgotPassword'> & { token: number };

/** POST /resetForgotPassword (no auth): sets the new password with the e-mailed code. */
export async function resetPassword(payload: ResetPasswordPayload): Promise<void> {
  await apiCall('POST /resetForgotPassword', { body: payload }, { silent: true, skipAuth: true });
}
