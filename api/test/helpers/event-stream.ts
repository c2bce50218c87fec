import type { FastifyInstance } from 'fastify';

/** One message of a text/event-stream. */
export interface StreamMessage {
  id: string;
  event: string;
  data: string;
}

/**
 * A client of the order stream over real HTTP (fetch and its body's reader, as the portal's hook
 * reads it): messages are awaited one at a time, each with a time limit instead of a sleep.
 */
export class EventStreamClient {
  private buffer = '';
  private readonly queue: StreamMessage[] = [];
  private waiter: (() => void) | null = null;
  private ended = false;
  private readonly decoder = new TextDecoder();

  private constructor(
    readonly response: Response,
    private readonly abort: AbortController,
  ) {
    void this.pump();
  }

  static async open(url: string, headers: Record<string, string>): Promise<EventStreamClient> {
    const abort = new AbortController();
    const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
    return new EventStreamClient(response, abort);
  }

  private async pump(): Promise<void> {
    if (!this.response.body) return;
    const reader = this.response.body.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        this.buffer += this.decoder.decode(value, { stream: true });
        let end: number;
        while ((end = this.buffer.indexOf('\n\n')) >= 0) {
          const block = this.buffer.slice(0, end);
          this.buffer = this.buffer.slice(end + 2);
          const message: StreamMessage = { id: '', event: 'message', data: '' };
          let fields = 0;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const name = line.slice(0, colon);
            const value = line.slice(colon + 1).replace(/^ /, '');
            if (name === 'id' || name === 'event' || name === 'data') {
              message[name] = value;
              fields += 1;
            }
          }
          if (fields > 0) this.queue.push(message);
        }
        this.waiter?.();
      }
    } catch {
      // Aborted by close(), or the server ended the stream.
    }
    this.ended = true;
    this.waiter?.();
  }

  /** The next message, or an error when none comes within the limit. */
  async next(timeoutMs = 5_000): Promise<StreamMessage> {
    const deadline = Date.now() + timeoutMs;
    while (this.queue.length === 0) {
      if (this.ended) throw new Error('the stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no message within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = null;
    }
    return this.queue.shift()!;
  }

  /** Resolves when the server ends the stream. */
  async endedWithin(timeoutMs = 5_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now());
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return this.ended;
  }

  close(): void {
    this.abort.abort();
  }
}

/** The app on a real port of its own (streams need a socket, not inject). */
export async function listening(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}
