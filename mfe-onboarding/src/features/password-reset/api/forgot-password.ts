import { api, type ApiEnvelope } from '@troo/shared';

/** POST /requestForgotPassword: e-mails a reset code; answers 'Password reset token sent successfully'. */
export async function requestPasswordReset(email: string, { silent = true } = {}): Promise<string> {
  const { data } = await api.post<ApiEnvelope<unknown>>('/requestForgotPassword', { email }, { silent, skipAuth: true });
  return data.message;
}

export interface ResetPasswordPayload {
  email: string;
  /** The e-mailed six digits, sent as a number like the e-mail verification code. */
  token: number;
  password: string;
  confirm_password: string;
}

/** POST /resetForgotPassword (no auth): sets the new password with the e-mailed code. */
export async function resetPassword(payload: ResetPasswordPayload): Promise<void> {
  await api.post('/resetForgotPassword', payload, { silent: true, skipAuth: true });
}
