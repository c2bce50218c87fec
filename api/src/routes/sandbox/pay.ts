import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { callbackWithReference, renderSandboxNotFoundPage, renderSandboxPayPage } from '../../payments/sandbox-page.js';
import { SANDBOX_PAY_PATH, type SandboxProvider } from '../../payments/sandbox-provider.js';

const OUTCOMES = { pay: 'success', decline: 'failed' } as const;

/**
 * The sandbox provider's checkout (outside /api: pages, not calls), present only when the sandbox
 * is the provider. GET shows the payment; POST records Pay or Decline once, tells our own webhook
 * route about a payment the way Paystack would, and sends the customer to the callback URL given
 * at initialize (303, with ?trxref=&reference=).
 */
export const sandboxPayRoutes: FastifyPluginAsync<{ sandbox: SandboxProvider }> = async (app, { sandbox }) => {
  // An HTML form's body, for these routes only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const notFound = (reply: FastifyReply) =>
    reply.status(404).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(renderSandboxNotFoundPage());

  app.get<{ Params: { accessCode: string } }>(`${SANDBOX_PAY_PATH}/:accessCode`, async (request, reply) => {
    const found = await sandbox.findByAccessCode(request.params.accessCode);
    if (!found) return notFound(reply);
    const action = `${SANDBOX_PAY_PATH}/${encodeURIComponent(request.params.accessCode)}`;
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderSandboxPayPage(found.transaction, found.businessName, action));
  });

  app.post<{ Params: { accessCode: string }; Body: { outcome?: string } | undefined }>(
    `${SANDBOX_PAY_PATH}/:accessCode`,
    async (request, reply) => {
      const choice = request.body?.outcome;
      if (choice !== 'pay' && choice !== 'decline') return reply.status(400).send({ message: 'Choose Pay or Decline.' });
      const result = await sandbox.complete(request.params.accessCode, OUTCOMES[choice]);
      if (!result) return notFound(reply);

      if (result.changed && result.transaction.status === 'success') {
        // Like Paystack, announce the payment to the webhook route, so the browser need not come back.
        try {
          const body = JSON.stringify({ event: 'charge.success', data: await sandbox.paystackData(result.transaction) });
          const answer = await app.inject({
            method: 'POST',
            url: '/api/paystack/webhook',
            headers: { 'content-type': 'application/json', 'x-paystack-signature': sandbox.signWebhook(body) },
            payload: body,
          });
          if (answer.statusCode !== 200)
            request.log.warn(
              { statusCode: answer.statusCode, reference: result.transaction.reference },
              'sandbox webhook was not accepted',
            );
        } catch (error) {
          request.log.error({ err: error, reference: result.transaction.reference }, 'sandbox webhook could not be delivered');
        }
      }
      return reply.header('Cache-Control', 'no-store').redirect(callbackWithReference(result.transaction), 303);
    },
  );
};
