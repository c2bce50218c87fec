import { asc, eq, isNull, type SQL } from 'drizzle-orm';
import { EMAIL_TAKEN, EMPLOYEE_NOT_FOUND } from '@troo/shared/contract';
import { jobRoles, sessions, users } from '../db/schema.js';
import { isUuid } from '../domain/businesses.js';
import { isUniqueViolation } from '../domain/unique-violation.js';
import { BadRequest, NotFound } from '../errors.js';
import type { Scope } from './scope.js';

export type UserRow = typeof users.$inferSelect;

/** The roles a business starts with; it may add its own later. */
const STARTING_ROLES = ['Manager', 'Waiter', 'Chef', 'Cashier', 'Receptionist'];

export interface NewEmployee {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
  branchId: string;
  jobRoleId: string;
}

/** The scoped business's employees and their job roles. */
export function staffRepository(scope: Scope) {
  const { db } = scope;
  const liveEmployee = (...conditions: (SQL | undefined)[]) =>
    scope.owned(users, eq(users.role, 'employee'), isNull(users.removedAt), ...conditions);
  return {
    /** The business's job roles, oldest first; a business with none gets the starting ones. */
    async roles() {
      const list = () => db.select().from(jobRoles).where(scope.owned(jobRoles)).orderBy(asc(jobRoles.createdAt), asc(jobRoles.name));
      const rows = await list();
      if (rows.length > 0) return rows;
      await db
        .insert(jobRoles)
        .values(STARTING_ROLES.map((name) => scope.ownedValues({ name })))
        .onConflictDoNothing();
      return list();
    },

    /** A job role of the business by id, or null. */
    async role(roleId: string) {
      if (!isUuid(roleId)) return null;
      const [role] = await db
        .select()
        .from(jobRoles)
        .where(scope.owned(jobRoles, eq(jobRoles.id, roleId)));
      return role ?? null;
    },

    /** A new employee of the business (e-mail verified: it was typed by their employer); a taken e-mail is 400. */
    async add(employee: NewEmployee): Promise<UserRow> {
      try {
        const [row] = await db
          .insert(users)
          .values(scope.ownedValues({ ...employee, role: 'employee' as const, emailVerified: true }))
          .returning();
        return row!;
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) throw new BadRequest(EMAIL_TAKEN);
        throw error;
      }
    },

    /** A live employee by id, or null. */
    async find(userId: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(liveEmployee(eq(users.id, userId)));
      return row ?? null;
    },

    /** Live employees with their role's name, oldest first. */
    list: () =>
      db
        .select({ user: users, role: jobRoles.name })
        .from(users)
        .leftJoin(jobRoles, eq(jobRoles.id, users.jobRoleId))
        .where(liveEmployee())
        .orderBy(asc(users.createdAt)),

    /** Allows a live employee to comp and discount orders, or stops them; another business's is 404. */
    async setMayAdjustOrders(userId: string, may: boolean): Promise<UserRow> {
      if (!isUuid(userId)) throw new NotFound(EMPLOYEE_NOT_FOUND);
      const [row] = await db
        .update(users)
        .set({ mayAdjustOrders: may })
        .where(liveEmployee(eq(users.id, userId)))
        .returning();
      if (!row) throw new NotFound(EMPLOYEE_NOT_FOUND);
      return row;
    },

    /** Removes an employee by e-mail and ends their sign-ins at once (ASVS 7.4.2); another business's is 404. */
    remove(email: string): Promise<{ id: string }> {
      return scope.transaction(async (tx) => {
        const [employee] = await tx.db
          .update(users)
          .set({ removedAt: new Date() })
          .where(tx.owned(users, eq(users.email, email), eq(users.role, 'employee'), isNull(users.removedAt)))
          .returning({ id: users.id });
        if (!employee) throw new NotFound(EMPLOYEE_NOT_FOUND);
        await tx.db
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(tx.owned(sessions, eq(sessions.userId, employee.id), isNull(sessions.revokedAt)));
        return employee;
      });
    },
  };
}
