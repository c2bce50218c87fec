import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BRANCH_NOT_FOUND,
  EMAIL_TAKEN,
  EMPLOYEE_ADDED,
  EMPLOYEE_FIELDS_REQUIRED,
  EMPLOYEE_NOT_FOUND,
  EMPLOYEE_REMOVED,
  INVALID_EMAIL,
  INVALID_PHONE,
  ROLE_NOT_FOUND,
  allFilled,
  calls,
  isEmailAddress,
  isPhoneNumber,
  tooLongMessage,
} from '@troo/shared/contract';
import { businesses, jobRoles, sessions, users } from '../../db/schema.js';
import { findOwnBranch, isUuid } from '../../domain/businesses.js';
import { ok } from '../../domain/responses.js';
import { findUserByEmail, normaliseEmail } from '../../domain/staff.js';
import { issueTemporaryPassword, temporaryPasswordIsLive } from '../../domain/temporary-passwords.js';
import { isUniqueViolation } from '../../domain/unique-violation.js';
import { BadRequest, NotFound } from '../../errors.js';
import { deliverQuietly } from '../../mail/deliver.js';
import { temporaryPasswordMail } from '../../mail/templates.js';
import { staffOf } from '../../plugins/auth.js';
import { hashSecret } from '../../services/passwords.js';
import { randomBytes } from 'node:crypto';
import { callRoute } from '../call-route.js';

/** The roles a business starts with; it may add its own later. */
const STARTING_ROLES = ['Manager', 'Waiter', 'Chef', 'Cashier', 'Receptionist'];
const NAME_MAX = 80;

const employeeView = (row: typeof users.$inferSelect, role: string | null) => ({
  _id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  phone_number: row.phone,
  role,
  role_id: row.jobRoleId,
  branch_id: row.branchId,
  has_temp_password: temporaryPasswordIsLive(row),
});

/** Employees and their roles: only the owner manages them, always within their own business. */
export const employeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(app, calls.getAllRolesByBusiness, async (request) => {
    const { businessId } = staffOf(request);
    const list = () =>
      app.db.select().from(jobRoles).where(eq(jobRoles.businessId, businessId)).orderBy(asc(jobRoles.createdAt), asc(jobRoles.name));
    let rows = await list();
    if (rows.length === 0) {
      await app.db
        .insert(jobRoles)
        .values(STARTING_ROLES.map((name) => ({ businessId, name })))
        .onConflictDoNothing();
      rows = await list();
    }
    return ok(rows.map((role) => ({ _id: role.id, name: role.name })));
  });

  callRoute(app, calls.createEmployee, async (request) => {
    const { businessId } = staffOf(request);
    const body = request.body;
    if (!allFilled(body.first_name, body.last_name, body.email, body.phone_number, body.role, body.branch_id)) {
      throw new BadRequest(EMPLOYEE_FIELDS_REQUIRED);
    }
    const firstName = body.first_name.trim();
    const lastName = body.last_name.trim();
    if (firstName.length > NAME_MAX || lastName.length > NAME_MAX) throw new BadRequest(tooLongMessage('Name', NAME_MAX));
    if (!isEmailAddress(body.email)) throw new BadRequest(INVALID_EMAIL);
    if (!isPhoneNumber(body.phone_number)) throw new BadRequest(INVALID_PHONE);
    const branchId = body.branch_id.trim();
    if (!isUuid(branchId)) throw new NotFound(BRANCH_NOT_FOUND);
    await findOwnBranch(app.db, businessId, branchId);
    const roleId = body.role.trim();
    const [role] = isUuid(roleId)
      ? await app.db
          .select()
          .from(jobRoles)
          .where(and(eq(jobRoles.id, roleId), eq(jobRoles.businessId, businessId)))
      : [];
    if (!role) throw new NotFound(ROLE_NOT_FOUND);
    const email = normaliseEmail(body.email);
    if (await findUserByEmail(app.db, email)) throw new BadRequest(EMAIL_TAKEN);

    // Nobody knows this password: the employee signs in with the mailed temporary one.
    const unusable = await hashSecret(randomBytes(32).toString('base64url'));
    let employee: typeof users.$inferSelect;
    try {
      [employee] = (await app.db
        .insert(users)
        .values({
          businessId,
          email,
          passwordHash: unusable,
          role: 'employee',
          firstName,
          lastName,
          phone: body.phone_number.trim(),
          branchId,
          jobRoleId: role.id,
          emailVerified: true,
        })
        .returning()) as [typeof users.$inferSelect];
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw new BadRequest(EMAIL_TAKEN);
      throw error;
    }
    const password = await issueTemporaryPassword(app.db, employee.id);
    const [business] = await app.db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId));
    if (password) {
      const mail = temporaryPasswordMail(
        email,
        firstName,
        business?.name ?? 'Your business',
        password,
        `${app.config.publicUrl}/demo/login/troo-portal`,
      );
      app.background.run('new employee mail', () => deliverQuietly(app.mailer, request.log, mail));
    }
    const [fresh] = await app.db.select().from(users).where(eq(users.id, employee.id));
    return ok(employeeView(fresh!, role.name), EMPLOYEE_ADDED);
  });

  callRoute(app, calls.getAllEmployee, async (request) => {
    const { businessId } = staffOf(request);
    const rows = await app.db
      .select({ user: users, role: jobRoles.name })
      .from(users)
      .leftJoin(jobRoles, eq(jobRoles.id, users.jobRoleId))
      .where(and(eq(users.businessId, businessId), eq(users.role, 'employee'), isNull(users.removedAt)))
      .orderBy(asc(users.createdAt));
    return ok(rows.map((row) => employeeView(row.user, row.role)));
  });

  callRoute(app, calls.removeEmployee, async (request) => {
    const { businessId } = staffOf(request);
    const email = normaliseEmail(request.body.employee_email);
    const removed = await app.db.transaction(async (tx) => {
      const [employee] = await tx
        .update(users)
        .set({ removedAt: new Date() })
        .where(and(eq(users.email, email), eq(users.businessId, businessId), eq(users.role, 'employee'), isNull(users.removedAt)))
        .returning({ id: users.id });
      if (!employee) throw new NotFound(EMPLOYEE_NOT_FOUND);
      // Their tokens stop working at once (ASVS 7.4.2).
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, employee.id), isNull(sessions.revokedAt)));
      return employee;
    });
    return ok({ _id: removed.id }, EMPLOYEE_REMOVED);
  });
};
