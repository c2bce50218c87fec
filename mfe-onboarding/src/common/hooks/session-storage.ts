// Session storage keys the spec names. Reads and writes never throw: some phone browsers
// refuse storage (private mode), and the flows still work with what the user types.

export const SESSION_KEYS = {
  /** The address an unverified account or a password reset is for. */
  email: 'email',
  /** The employee whose temporary password is being replaced. */
  employeeEmail: 'employeeEmail',
  /** The registration token of a registration under way (1 hour), so a reload at stage 3 can resume it. */
  registrationToken: 'registrationToken',
  /** Stage 3 as typed, without its secrets (bank, account name, country): a reload keeps them. */
  bankDraft: 'registrationBankDraft',
  /** The unverified account on the verify screen and its registration token (JSON): what changing its address needs. */
  accountToVerify: 'accountToVerify',
  /** The address whose verification code this tab has asked for: a reload of the verify screen asks no more. */
  codeRequestedFor: 'codeRequestedFor',
} as const;

type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

export function rememberInSession(key: SessionKey, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Storage refused: nothing to do.
  }
}

export function readFromSession(key: SessionKey): string {
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

export function forgetInSession(key: SessionKey): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Storage refused: nothing stored either.
  }
}
