import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer.js';

/**
 * Sends a message whose failure must not fail the work that asked for it: that work is already
 * committed and the user can ask for the mail again. The mailer records the failure; we log it.
 */
export async function deliverQuietly(mailer: Mailer, log: FastifyBaseLogger, message: MailMessage): Promise<boolean> {
  try {
    await mailer.send(message);
    return true;
  } catch (error) {
    log.error({ err: error, mail: { to: message.to, kind: message.kind } }, 'mail could not be delivered');
    return false;
  }
}
