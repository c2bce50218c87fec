import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { MailMessage } from './mailer.js';

export interface KeptMail extends MailMessage {
  id: string;
  at: Date;
}

const KEPT = 100;

/**
 * The development mailbox: without SMTP and outside production, the latest mails are kept here,
 * in memory only (never in the database), for /dev/mailbox. The page opens only with this
 * mailbox's key, made afresh at every start and printed on the console, and only for loopback
 * peers: whoever else reaches the port reads nothing.
 */
export class DevMailbox {
  readonly key = randomBytes(24).toString('base64url');
  private readonly mails: KeptMail[] = [];

  keep(message: MailMessage): void {
    this.mails.unshift({ ...message, id: randomUUID(), at: new Date() });
    this.mails.length = Math.min(this.mails.length, KEPT);
  }

  /** Newest first. */
  list(): readonly KeptMail[] {
    return this.mails;
  }

  /** The newest mail to an address. */
  latestTo(address: string): KeptMail | null {
    const wanted = address.toLowerCase();
    return this.mails.find((mail) => mail.to.toLowerCase() === wanted) ?? null;
  }

  opens(key: unknown): boolean {
    if (typeof key !== 'string') return false;
    const given = Buffer.from(key);
    const expected = Buffer.from(this.key);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
