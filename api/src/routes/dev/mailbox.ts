import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { mailOutbox } from '../../db/schema.js';
import { NotFound } from '../../errors.js';
import { renderMailboxPage } from '../../mail/mailbox-page.js';

const SHOWN = 100;

/**
 * GET /dev/mailbox (outside /api): the outbox as a page, so a developer without SMTP can read the
 * codes and temporary passwords Troo mails. It does not exist in production.
 */
export const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/mailbox', async (_request, reply) => {
    if (app.config.production) throw new NotFound();
    const mails = await app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(SHOWN);
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(renderMailboxPage(mails));
  });
};
