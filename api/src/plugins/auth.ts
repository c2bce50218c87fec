import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ONLY_OWNER } from '@troo/shared/contract';
import { sessions, users } from '../db/schema.js';
import { Forbidden, Unauthorized } from '../errors.js';
import { readToken } from '../services/tokens.js';

export interface StaffSession {
  sessionId: string;
  userId: string;
  businessId: string;
  role: 'admin' | 'employee';
}

export const TEMPORARY_SESSION = 'You signed in with a temporary password. Choose a password of your own before you continue.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route is open to a session opened with a temporary password (sign-out). */
    allowTemporarySession?: boolean;
  }
  interface FastifyRequest {
    staff: StaffSession | null;
  }
  interface FastifyInstance {
    /** preHandler: a signed-in staff member of any role. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a signed-in business owner (admin). */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Bearer tokens are signed and expire, and each names a session row: logging out, changing the
 * password or removing the employee revokes the row, and the token stops working at once. A
 * session opened with a temporary password is refused everywhere but sign-out (403).
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('staff', null);

  const authenticate = async (request: FastifyRequest): Promise<StaffSession> => {
    if (request.staff) return request.staff;
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const claims = token ? readToken(token, app.config.tokenSecret) : null;
    if (!claims) throw new Unauthorized();
    const [row] = await app.db
      .select({ userId: users.id, businessId: users.businessId, role: users.role, temporaryPassword: sessions.temporaryPassword })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, claims.sid),
          eq(sessions.userId, claims.sub),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
          isNull(users.removedAt),
        ),
      )
      .limit(1);
    if (!row) throw new Unauthorized();
    // A temporary password only lets its holder choose their own (ASVS 6.4): nothing else.
    if (row.temporaryPassword && !request.routeOptions.config.allowTemporarySession) throw new Forbidden(TEMPORARY_SESSION);
    request.staff = { sessionId: claims.sid, userId: row.userId, businessId: row.businessId, role: row.role };
    return request.staff;
  };

  app.decorate('requireStaff', async (request: FastifyRequest) => {
    await authenticate(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const staff = await authenticate(request);
    if (staff.role !== 'admin') throw new Forbidden(ONLY_OWNER);
  });
}

/** The signed-in staff member of a request that passed requireStaff or requireAdmin. */
export function staffOf(request: FastifyRequest): StaffSession {
  if (!request.staff) throw new Unauthorized();
  return request.staff;
}
