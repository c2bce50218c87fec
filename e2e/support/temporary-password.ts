import { expect } from '@playwright/test';
import { mails, unfold } from './mailbox';

/** Waits for the mail that hands `address` a temporary password (sent after `since`) and returns the password. */
export async function temporaryPasswordMailedTo(address: string, since: number): Promise<string> {
  let password: string | undefined;
  await expect
    .poll(
      () => {
        const mail = mails()
          .filter((m) => m.to.includes(address.toLowerCase()) && m.at >= since)
          .pop();
        password = mail ? unfold(mail.raw).match(/temporary password is:\s+(\S+)/)?.[1] : undefined;
        return password;
      },
      { message: `a temporary password mailed to ${address}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return password!;
}
