import { and, inArray, isNull, gt } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sessions } from '../db/schema.js';
import type { StreamLeases } from './stream-leases.js';

/**
 * Each open staff screen of a sign-in holds one stream (display, tickets, history), in a tab or two;
 * far more on one sign-in is a leak or an attack.
 */
export const STREAMS_PER_SESSION = 20;
/** And across all of one person's sign-ins (a phone, a tablet, a laptop): signing in again gives no fresh twenty. */
export const STREAMS_PER_USER = 40;
/** How soon a stream notices its session ended (a logout or password change on any API process). */
export const SESSION_SWEEP_MS = 2_000;

/**
 * The staff streams open on this process, by the session that opened them. Their limits are counted
 * across processes (StreamLeases); the sessions are watched here: a stream outlives the request that
 * checked its token, so every few seconds one query asks which of these sessions are still valid, and
 * the streams of any that is not (revoked anywhere, or expired) are ended.
 */
export class StreamSessions {
  private readonly bySession = new Map<string, Set<() => void>>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly db: Database,
    private readonly leases: StreamLeases,
  ) {}

  /**
   * Registers a stream: answers how to forget it, or which limit refuses it (its sign-in's, or its
   * person's across sign-ins).
   */
  async track(
    owner: { sessionId: string; userId: string },
    end: () => void,
  ): Promise<{ forget: () => void } | { refused: 'session' | 'user' }> {
    const session = { key: `stream:session:${owner.sessionId}`, max: STREAMS_PER_SESSION };
    const taken = await this.leases.take([session, { key: `stream:user:${owner.userId}`, max: STREAMS_PER_USER }]);
    if ('refused' in taken) return { refused: taken.refused === session ? 'session' : 'user' };
    const open = this.bySession.get(owner.sessionId) ?? new Set();
    open.add(end);
    this.bySession.set(owner.sessionId, open);
    this.timer ??= setInterval(() => void this.sweep(), SESSION_SWEEP_MS);
    let forgotten = false;
    return {
      forget: () => {
        if (forgotten) return;
        forgotten = true;
        taken.release();
        open.delete(end);
        if (open.size === 0) this.bySession.delete(owner.sessionId);
        if (this.bySession.size === 0) this.stop();
      },
    };
  }

  /** Ends the streams of sessions no longer valid. */
  async sweep(): Promise<void> {
    const ids = [...this.bySession.keys()];
    if (ids.length === 0) return;
    const valid = new Set(
      (
        await this.db
          .select({ id: sessions.id })
          .from(sessions)
          .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      ).map((row) => row.id),
    );
    for (const id of ids) {
      if (!valid.has(id)) for (const end of [...(this.bySession.get(id) ?? [])]) end();
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
