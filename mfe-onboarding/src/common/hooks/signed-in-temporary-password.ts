// The temporary password an employee has just signed in with, handed from the login screen to the
// password page in memory only (never stored: a reload forgets it, and the page then asks for it once).
let heldPassword = '';

/** Login keeps what the employee typed, when the server says it was a temporary password. */
export function holdSignedInTemporaryPassword(password: string): void {
  heldPassword = password;
}

/** The password page reads it; '' when the page was opened any other way. */
export function signedInTemporaryPassword(): string {
  return heldPassword;
}

/** Once the new password is set, the temporary one is of no more use. */
export function forgetSignedInTemporaryPassword(): void {
  heldPassword = '';
}
