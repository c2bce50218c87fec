import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { devMailboxMails } from '../db/schema.js';
import type { MailMessage } from './mailer.js';

export interface KeptMail extends MailMessage {
  id: string;
  at: Date;
}

const KEPT = 100;

/**
 * The development mailbox: without SMTP and outside production, the latest mails are kept for
 * /dev/mailbox. The page opens only with the mailbox's key, printed on the console, and only for
 * loopback peers: whoever else reaches the port reads nothing.
 */
export interface DevMailbox {
  readonly key: string;
  keep(message: MailMessage): Promise<void>;
  /** Newest first. */
  list(): Promise<readonly KeptMail[]>;
  /** The newest mail to an address. */
  latestTo(address: string): Promise<KeptMail | null>;
  opens(key: unknown): boolean;
}

function keyOpens(expected: string, key: unknown): boolean {
  if (typeof key !== 'string') return false;
  const given = Buffer.from(key);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** On the embedded database (one process): in memory only, with a key made afresh at every start. */
export class MemoryMailbox implements DevMailbox {
  readonly key = randomBytes(24).toString('base64url');
  private readonly mails: KeptMail[] = [];

  keep(message: MailMessage): Promise<void> {
    this.mails.unshift({ ...message, id: randomUUID(), at: new Date() });
    this.mails.length = Math.min(this.mails.length, KEPT);
    return Promise.resolve();
  }

  list(): Promise<readonly KeptMail[]> {
    return Promise.resolve(this.mails);
  }

  latestTo(address: string): Promise<KeptMail | null> {
    const wanted = address.toLowerCase();
    return Promise.resolve(this.mails.find((mail) => mail.to.toLowerCase() === wanted) ?? null);
  }

  opens(key: unknown): boolean {
    return keyOpens(this.key, key);
  }
}

/** The key of the mailbox the processes with this TOKEN_SECRET share (start:cluster prints it too). */
export const sharedMailboxKey = (tokenSecret: string) =>
  createHmac('sha256', tokenSecret).update('troo development mailbox').digest('base64url');

/**
 * On a PostgreSQL server, shared by every API process on it: a code mailed by one process is read
 * at any other's /dev/mailbox. The key is derived from TOKEN_SECRET, the one secret the processes
 * share, so each prints the same key (it changes with the secret, not at every start).
 */
export class DatabaseMailbox implements DevMailbox {
  readonly key: string;

  constructor(
    private readonly db: Database,
    tokenSecret: string,
  ) {
    this.key = sharedMailboxKey(tokenSecret);
  }

  async keep(message: MailMessage): Promise<void> {
    const [kept] = await this.db
      .insert(devMailboxMails)
      .values({ toAddress: message.to, kind: message.kind, subject: message.subject, text: message.text })
      .returning({ seq: devMailboxMails.seq });
    // Only the latest KEPT stay, as in memory.
    await this.db.delete(devMailboxMails).where(lt(devMailboxMails.seq, kept!.seq - KEPT + 1));
  }

  async list(): Promise<readonly KeptMail[]> {
    const rows = await this.db.select().from(devMailboxMails).orderBy(desc(devMailboxMails.seq)).limit(KEPT);
    return rows.map(toKept);
  }

  async latestTo(address: string): Promise<KeptMail | null> {
    const [row] = await this.db
      .select()
      .from(devMailboxMails)
      .where(eq(sql`lower(${devMailboxMails.toAddress})`, address.toLowerCase()))
      .orderBy(desc(devMailboxMails.seq))
      .limit(1);
    return row ? toKept(row) : null;
  }

  opens(key: unknown): boolean {
    return keyOpens(this.key, key);
  }
}

const toKept = (row: typeof devMailboxMails.$inferSelect): KeptMail => ({
  id: row.id,
  at: row.createdAt,
  to: row.toAddress,
  kind: row.kind,
  subject: row.subject,
  text: row.text,
});
