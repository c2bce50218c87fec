import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

interface CaughtMail {
  to: string[];
  raw: string;
  at: number;
}

export function mails(): CaughtMail[] {
  const file = process.env.TROO_MAIL_LOG!;
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CaughtMail);
}

/** Decodes quoted-printable soft breaks so a code split across lines reads whole. */
export const unfold = (raw: string) => raw.replace(/=\r?\n/g, '');

/** Waits for a mail to `address` sent after `since` whose subject matches, and returns its six-digit code. */
export async function codeMailedTo(address: string, subject: RegExp, since: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mail = mails()
          .filter((m) => m.to.includes(address.toLowerCase()) && m.at >= since && subject.test(unfold(m.raw)))
          .pop();
        code = mail ? unfold(mail.raw).match(/Subject:[^\n]*?(\d{6})/)?.[1] : undefined;
        return code;
      },
      { message: `a mail to ${address} matching ${subject}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return code!;
}

/** How many mails `address` has received so far (all of them, whatever their subject). */
export const mailCountTo = (address: string): number => mails().filter((m) => m.to.includes(address.toLowerCase())).length;
