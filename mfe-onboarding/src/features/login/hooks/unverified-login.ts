import { apiErrorData, apiErrorStatus } from '@troo/shared';
import type { UnverifiedLoginData } from '@troo/shared/contract';

/** The data of a 403 'Account details not verified' answer, or null for any other failure. */
export function unverifiedLoginData(failure: unknown): UnverifiedLoginData | null {
  if (apiErrorStatus(failure) !== 403) return null;
  const data = apiErrorData<UnverifiedLoginData>(failure);
  return data && typeof data.user_id === 'string' ? data : null;
}
