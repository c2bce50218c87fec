import { Type } from '@sinclair/typebox';
import { INVALID_EMAIL, isEmailAddress } from '../../domain/input.js';
import { BadRequest } from '../../errors.js';

/** The body of the calls that take only an e-mail address. */
export const EmailBody = Type.Object({ email: Type.String() });

/** The address of such a body, or the spec's message for a missing or malformed one. */
export function emailOf(body: { email: string }): string {
  const email = body.email.trim();
  if (!isEmailAddress(email)) throw new BadRequest(INVALID_EMAIL);
  return email;
}
