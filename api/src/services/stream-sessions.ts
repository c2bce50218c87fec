import { and, inArray, isNull, gt } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sessions } from '../db/schema.js';

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
 * The staff streams open on this process, by the session that opened them. A stream outlives the
 * request that checked its token, so every few seconds one query asks which of these sessions are
 * still valid, and the streams of any that is not (revoked anywhere, or expired) are ended.
 */
export class StreamSessions {
  private readonly bySession = new Map<string, Set<() => void>>();
  private readonly byUser = new Map<string, number>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly db: Database) {}

  /**
   * Registers a stream: answers how to forget it, or which limit refuses it (its sign-in's, or its
   * person's across sign-ins).
   */
  track(owner: { sessionId: string; userId: string }, end: () => void): { forget: () => void } | { refused: 'session' | 'user' } {
    const open = this.bySession.get(owner.sessionId) ?? new Set();
    if (open.size >= STREAMS_PER_SESSION) return { refused: 'session' };
    const ofUser = this.byUser.get(owner.userId) ?? 0;
    if (ofUser >= STREAMS_PER_USER) return { refused: 'user' };
    open.add(end);
    this.bySession.set(owner.sessionId, open);
    this.byUser.set(owner.userId, ofUser + 1);
    this.timer ??= setInterval(() => void this.sweep(), SESSION_SWEEP_MS);
    let forgotten = false;
    return {
      forget: () => {
        if (forgotten) return;
        forgotten = true;
        open.delete(end);
        if (open.size === 0) this.bySession.delete(owner.sessionId);
        const left = (this.byUser.get(owner.userId) ?? 1) - 1;
        if (left > 0) this.byUser.set(owner.userId, left);
        else this.byUser.delete(owner.userId);
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
