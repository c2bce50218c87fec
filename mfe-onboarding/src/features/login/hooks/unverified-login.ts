import { apiErrorStatus, type ApiErrorBody, type UnverifiedLoginData } from '@troo/shared';

/**
 * The data of a 403 'Account details not verified' answer, or null for any other failure.
 * (Read structurally: remotes may not import axios, and shared has no error-data helper yet.)
 */
export function unverifiedLoginData(failure: unknown): UnverifiedLoginData | null {
  if (apiErrorStatus(failure) !== 403) return null;
  const body = (failure as { response?: { data?: ApiErrorBody<UnverifiedLoginData> } }).response?.data;
  return body?.data && typeof body.data.user_id === 'string' ? body.data : null;
}
