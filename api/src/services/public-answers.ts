import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The customer menu calls are read by every diner's phone and change only when staff edit: each
// answer is made once, kept for at most MAX_AGE_MS, compressed once per fill and revalidated by a
// weak ETag. Any successful write through this process empties it at once (see forgetOnWrite), so
// a sold-out item disappears for the next diner; another process sees it within MAX_AGE_MS.

export const MAX_AGE_MS = 1000;
/** Enough for thousands of menus; when full, the oldest answers go first. */
const MAX_ENTRIES = 5000;
/** Tiny answers cost more to compress than to send. */
const COMPRESS_FROM_BYTES = 512;

interface Answer {
  filledAt: number;
  etag: string;
  json: Buffer;
  gzip: Buffer | null;
  brotli: Buffer | null;
}

export class PublicAnswers {
  private readonly entries = new Map<string, Answer>();
  private readonly filling = new Map<string, Promise<Answer>>();
  /** Bumped by every write: a fill that began before it is served once but never kept. */
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  forget(): void {
    this.generation += 1;
    this.entries.clear();
    this.filling.clear();
  }

  /** Sends the answer under `key`, from the cache when fresh, else from `fill` (one fill per key at a time). */
  async send<R extends FastifyReply>(request: FastifyRequest, reply: R, key: string, fill: () => Promise<unknown>): Promise<R> {
    // Serialized by the route's response schema, as every answer is: no field the contract does not name leaves.
    const answer = await this.answer(key, async () => reply.serialize(await fill()) as string);
    reply.header('ETag', answer.etag).header('Cache-Control', 'public, no-cache').header('Vary', 'Accept-Encoding');
    if (matches(request.headers['if-none-match'], answer.etag)) return reply.status(304).send() as R;
    reply.type('application/json; charset=utf-8');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (answer.brotli && /\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(answer.brotli) as R;
    if (answer.gzip && /\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(answer.gzip) as R;
    return reply.send(answer.json) as R;
  }

  private async answer(key: string, fill: () => Promise<string>): Promise<Answer> {
    const kept = this.entries.get(key);
    if (kept && this.now() - kept.filledAt < MAX_AGE_MS) return kept;
    const pending = this.filling.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const filling = (async () => {
      const filledAt = this.now();
      return made(await fill(), filledAt);
    })();
    this.filling.set(key, filling);
    try {
      const answer = await filling;
      if (generation === this.generation) this.keep(key, answer);
      return answer;
    } finally {
      if (this.filling.get(key) === filling) this.filling.delete(key);
    }
  }

  private keep(key: string, answer: Answer): void {
    this.entries.delete(key);
    this.entries.set(key, answer);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }
}

function made(body: string, filledAt: number): Answer {
  const json = Buffer.from(body);
  const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  const compress = json.length >= COMPRESS_FROM_BYTES;
  return {
    filledAt,
    etag,
    json,
    gzip: compress ? gzipSync(json) : null,
    brotli: compress ? brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : null,
  };
}

/** If-None-Match holds this weak ETag (or `*`); weak comparison, as RFC 9110 asks for GET. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}
