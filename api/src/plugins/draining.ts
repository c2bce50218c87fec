import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the process is stopping (server.ts): /api/health answers 503 so a proxy moves on. */
    draining: {
      readonly active: boolean;
      start(): void;
    };
  }
}

/**
 * The first step of stopping: the process still serves every request, but tells the proxy it is on
 * its way out. Each answer also closes its connection, so a proxy's kept-alive connections move to
 * the other processes instead of waiting for this one to close them.
 */
export function registerDraining(app: FastifyInstance): void {
  let active = false;
  app.decorate('draining', {
    get active() {
      return active;
    },
    start() {
      active = true;
    },
  });
  app.addHook('onSend', async (_request, reply) => {
    if (active) reply.header('connection', 'close');
  });
}
