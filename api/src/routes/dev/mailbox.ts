import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Forbidden, NotFound } from '../../errors.js';
import { renderMailboxPage } from '../../mail/mailbox-page.js';

export const MAILBOX_CLOSED = 'The development mailbox opens only on the machine Troo runs on, at the address it printed when it started.';

const isLoopback = (address: string | undefined) =>
  !!address && (/^127\.\d+\.\d+\.\d+$/.test(address) || address === '::1' || /^::ffff:127\.\d+\.\d+\.\d+$/.test(address));

/** The peer on the socket and, behind a trusted proxy, the client it speaks for: both must be this machine. */
const fromThisMachine = (request: FastifyRequest) => isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);

/**
 * GET /dev/mailbox?key=… (outside /api): the latest mails as a page, so a developer without SMTP
 * can read the codes and temporary passwords Troo mails. It does not exist in production or with
 * SMTP_URL; otherwise it opens only for loopback peers that bring the key printed at start-up.
 */
export const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { key?: string } }>('/dev/mailbox', async (request, reply) => {
    const mailbox = app.devMailbox;
    if (!mailbox) throw new NotFound();
    reply.header('Cache-Control', 'no-store');
    if (!fromThisMachine(request) || !mailbox.opens(request.query.key)) throw new Forbidden(MAILBOX_CLOSED);
    return reply.type('text/html; charset=utf-8').send(renderMailboxPage(await mailbox.list()));
  });
};
