/**
 * How long a remote's screen may take to arrive (registry, entry, chunks) before its route shows the
 * fallback: a file host that hangs must not leave a blank "Loading" (the federation runtime's own
 * script timeout is 20 s, a chunk's 120 s).
 */
export const REMOTE_ANSWER_TIMEOUT_MS = 8_000;

export class RemoteTimeoutError extends Error {
  override name = 'RemoteTimeoutError';
  constructor(what: string) {
    super(`${what} did not answer within ${REMOTE_ANSWER_TIMEOUT_MS / 1000} s`);
  }
}

/** The promise's answer, or RemoteTimeoutError when it has none within REMOTE_ANSWER_TIMEOUT_MS. */
export function withinRemoteTimeout<T>(what: string, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(what)), REMOTE_ANSWER_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
