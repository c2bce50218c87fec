import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise the outbox: each message is kept in the mail_outbox table,
 * which /dev/mailbox lists outside production, and logged in full outside production. In production
 * the log names only the recipient: mails carry codes and temporary passwords.
 */
export function createMailer(options: { db: Database; smtpUrl: string | null; from: string; log: FastifyBaseLogger; production: boolean }): Mailer {
  const { db, smtpUrl, from, log, production } = options;
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

  return {
    transport: smtp ? 'smtp' : 'outbox',
    async send(message) {
      if (!smtp) {
        await db.insert(mailOutbox).values({ toAddress: message.to, subject: message.subject, bodyText: message.text, transport: 'outbox', sentAt: new Date() });
        if (production) log.info({ mail: { to: message.to } }, 'mail kept in the outbox (no SMTP_URL)');
        else log.info({ mail: { to: message.to, subject: message.subject } }, `outbox mail to ${message.to}:\n${message.text}`);
        return;
      }
      try {
        await smtp.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
        await db.insert(mailOutbox).values({ toAddress: message.to, subject: message.subject, bodyText: message.text, transport: 'smtp', sentAt: new Date() });
      } catch (error) {
        await db.insert(mailOutbox).values({ toAddress: message.to, subject: message.subject, bodyText: message.text, transport: 'smtp', error: String(error) });
        log.error({ err: error, to: message.to }, 'SMTP delivery failed');
        throw error;
      }
    },
  };
}
