import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { Scope } from '../data/scope.js';
import { sessions } from '../db/schema.js';
import { issueToken } from '../services/tokens.js';

/** Opens a session and returns its bearer token; one opened with a temporary password may only set a password. */
export async function openSession(
  scope: Scope,
  options: { userId: string; ttlHours: number; secret: string; temporaryPassword?: boolean },
): Promise<string> {
  const expiresAt = new Date(Date.now() + options.ttlHours * 3600_000);
  const [session] = await scope.db
    .insert(sessions)
    .values(scope.ownedValues({ userId: options.userId, expiresAt, temporaryPassword: options.temporaryPassword ?? false }))
    .returning({ id: sessions.id });
  return issueToken({ sid: session!.id, sub: options.userId, exp: Math.floor(expiresAt.getTime() / 1000) }, options.secret);
}

export async function revokeSession(db: Pick<Database, 'update'>, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user: after a password change, or when an employee is removed. */
export async function revokeAllSessions(db: Pick<Database, 'update'>, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user but the one in use: a signed-in password change keeps its own phone signed in. */
export async function revokeOtherSessions(db: Pick<Database, 'update'>, userId: string, keepSessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}
