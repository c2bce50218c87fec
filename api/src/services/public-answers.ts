import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

// The customer menu calls are read by every diner's phone and change only when staff edit: each
// answer is made once, kept for at most MAX_AGE_MS, compressed once per fill and revalidated by a
// weak ETag. A staff member's successful write empties their business's answers in this process at
// once (app.ts), so a sold-out item disappears for the next diner; another process sees it within
// MAX_AGE_MS. Keys are `kind|business identifier|…`: that is how a business's answers are found.

export const MAX_AGE_MS = 1000;
/** Enough for thousands of menus; when full, the oldest answers go first. */
const MAX_ENTRIES = 5000;
/** Tiny answers cost more to compress than to send. */
const COMPRESS_FROM_BYTES = 512;

interface Answer {
  etag: string;
  json: Buffer;
  gzip: Buffer | null;
  brotli: Buffer | null;
}

export class PublicAnswers {
  private readonly answers: LRUCache<string, Answer, () => Promise<string>>;
  /** Keys being filled now: the cache's own key list leaves them out, and a forget must reach them. */
  private readonly filling = new Map<string, number>();

  constructor(now: () => number = Date.now) {
    this.answers = new LRUCache<string, Answer, () => Promise<string>>({
      max: MAX_ENTRIES,
      ttl: MAX_AGE_MS - 1, // lru-cache drops an entry once older than its ttl: ours last less than MAX_AGE_MS
      ttlResolution: 0, // read the clock at every look, not once a millisecond
      perf: { now },
      // Callers asking for a key while its fill is under way share that fill. A write empties the
      // cache meanwhile (forget): the fill's answer then still goes to those who waited, but is not kept.
      ignoreFetchAbort: true,
      fetchMethod: async (key, _stale, { options, context: fill }) => {
        const startedAt = now();
        this.filling.set(key, (this.filling.get(key) ?? 0) + 1);
        const answer = made(
          await fill().finally(() => {
            const left = this.filling.get(key)! - 1;
            if (left > 0) this.filling.set(key, left);
            else this.filling.delete(key);
          }),
        );
        // Aged from when the fill began, as the data it read is that old.
        options.ttl = Math.max(1, MAX_AGE_MS - 1 - (now() - startedAt));
        return answer;
      },
    });
  }

  /** Drops every answer about this business (keys `kind|identifier|…`). */
  forgetBusiness(identifier: string): void {
    for (const key of [...this.answers.keys(), ...this.filling.keys()]) {
      if (key.split('|')[1] === identifier) this.answers.delete(key);
    }
  }

  /** Sends the answer under `key`, from the cache when fresh, else from `fill` (one fill per key at a time). */
  async send<R extends FastifyReply>(request: FastifyRequest, reply: R, key: string, fill: () => Promise<unknown>): Promise<R> {
    // Serialized by the route's response schema, as every answer is: no field the contract does not name leaves.
    const answer = (await this.answers.fetch(key, { context: async () => reply.serialize(await fill()) as string }))!;
    reply.header('ETag', answer.etag).header('Cache-Control', 'public, no-cache').header('Vary', 'Accept-Encoding');
    if (matches(request.headers['if-none-match'], answer.etag)) return reply.status(304).send() as R;
    reply.type('application/json; charset=utf-8');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (answer.brotli && /\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(answer.brotli) as R;
    if (answer.gzip && /\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(answer.gzip) as R;
    return reply.send(answer.json) as R;
  }
}

function made(body: string): Answer {
  const json = Buffer.from(body);
  const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  const compress = json.length >= COMPRESS_FROM_BYTES;
  return {
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
