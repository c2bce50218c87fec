import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for: looking up an account and mailing it a code. The
 * answer then takes as long whether or not the account exists (and whatever the mail server does),
 * so its timing tells nothing. Failures are logged; nothing is retried (the user can ask again).
 */
export interface Background {
  run(label: string, work: () => Promise<unknown>): void;
  /** Resolves once every piece of work started so far has finished (shutdown, tests). */
  idle(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const running = new Set<Promise<unknown>>();
  return {
    run(label, work) {
      // setImmediate, not a microtask: the answer is written before the work takes any turn.
      const job: Promise<unknown> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log.error({ err: error }, `${label} failed`))
        .finally(() => running.delete(job));
      running.add(job);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
