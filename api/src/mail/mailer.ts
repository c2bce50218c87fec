import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import type { DevMailbox } from './dev-mailbox.js';

export type MailKind = (typeof mailOutbox.$inferInsert)['kind'] & string;

export interface MailMessage {
  to: string;
  /** What the mail is for: the delivery record keeps this, never the subject or the text. */
  kind: MailKind;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set. Without it, outside production, mail goes to the development mailbox
 * (mail/dev-mailbox.ts); in production it is not delivered at all, and says so. Either way
 * mail_outbox records to whom, which kind, and how delivery went: mails carry codes and temporary
 * passwords, so neither their text nor their subject is stored there or logged (only the development
 * mailbox keeps them, never in production).
 */
export function createMailer(options: {
  db: Database;
  smtpUrl: string | null;
  from: string;
  log: FastifyBaseLogger;
  devMailbox: DevMailbox | null;
}): Mailer {
  const { db, smtpUrl, from, log, devMailbox } = options;
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const record = (message: MailMessage, transport: 'outbox' | 'smtp', outcome: { sentAt: Date } | { error: string }) =>
    db.insert(mailOutbox).values({ toAddress: message.to, kind: message.kind, transport, ...outcome });

  return {
    transport: smtp ? 'smtp' : 'outbox',
    async send(message) {
      if (!smtp) {
        if (devMailbox) {
          await devMailbox.keep(message);
          await record(message, 'outbox', { sentAt: new Date() });
          log.info({ mail: { to: message.to, kind: message.kind } }, 'mail kept in the development mailbox (/dev/mailbox)');
          return;
        }
        await record(message, 'outbox', { error: 'not delivered: SMTP_URL is not set' });
        log.warn({ mail: { to: message.to, kind: message.kind } }, 'mail not delivered: SMTP_URL is not set');
        return;
      }
      try {
        await smtp.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      } catch (error) {
        await record(message, 'smtp', { error: String(error) });
        log.error({ err: error, mail: { to: message.to, kind: message.kind } }, 'SMTP delivery failed');
        throw error;
      }
      await record(message, 'smtp', { sentAt: new Date() });
    },
  };
}
