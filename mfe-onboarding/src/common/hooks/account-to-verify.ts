import { forgetInSession, readFromSession, rememberInSession, SESSION_KEYS } from './session-storage';

/** The account the verify screen is for, as proven at registration or sign-in (its token lasts an hour). */
export interface AccountToVerify {
  user_id: string;
  registration_token: string;
}

export function rememberAccountToVerify(account: AccountToVerify): void {
  rememberInSession(SESSION_KEYS.accountToVerify, JSON.stringify(account));
}

/** Null when this tab has none (the verify screen opened from a link): the address cannot be changed then. */
export function readAccountToVerify(): AccountToVerify | null {
  try {
    const account = JSON.parse(readFromSession(SESSION_KEYS.accountToVerify)) as Partial<AccountToVerify> | null;
    return typeof account?.user_id === 'string' && typeof account.registration_token === 'string'
      ? { user_id: account.user_id, registration_token: account.registration_token }
      : null;
  } catch {
    return null;
  }
}

export function forgetAccountToVerify(): void {
  forgetInSession(SESSION_KEYS.accountToVerify);
}
