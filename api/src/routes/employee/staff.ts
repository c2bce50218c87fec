import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BRANCH_NOT_FOUND,
  EMAIL_TAKEN,
  EMPLOYEE_ADDED,
  EMPLOYEE_FIELDS_REQUIRED,
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
import { scoped } from '../../data/index.js';
import type { UserRow } from '../../data/staff.js';
import { isUuid } from '../../domain/businesses.js';
import { ok } from '../../domain/responses.js';
import { findUserByEmail, normaliseEmail } from '../../domain/staff.js';
import { issueTemporaryPassword, temporaryPasswordIsLive } from '../../domain/temporary-passwords.js';
import { BadRequest, NotFound } from '../../errors.js';
import { deliverQuietly } from '../../mail/deliver.js';
import { temporaryPasswordMail } from '../../mail/templates.js';
import { hashSecret } from '../../services/passwords.js';
import { randomBytes } from 'node:crypto';
import { callRoute } from '../call-route.js';
import { EMPLOYEE_ADDS, EMPLOYEE_ADDS_EXCEEDED } from '../../domain/limits.js';
import { WindowLimit } from '../../domain/window-limit.js';
import { portalLoginUrl } from '../../portal-links.js';
import { staffOf } from '../../plugins/auth.js';

const NAME_MAX = 80;

const employeeView = (row: UserRow, role: string | null) => ({
  _id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  phone_number: row.phone,
  role,
  role_id: row.jobRoleId,
  branch_id: row.branchId,
  has_temp_password: temporaryPasswordIsLive(row),
  may_adjust_orders: row.mayAdjustOrders,
});

/** Employees and their roles: only the owner manages them, always within their own business. */
export const employeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(app, calls.getAllRolesByBusiness, async (request) => {
    const rows = await scoped(request).staff.roles();
    return ok(rows.map((role) => ({ _id: role.id, name: role.name })));
  });

  const employeeAdds = new WindowLimit(app.limits, { name: 'employee-adds', ...EMPLOYEE_ADDS, message: EMPLOYEE_ADDS_EXCEEDED });
  callRoute(app, calls.createEmployee, async (request) => {
    const data = scoped(request);
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
    await data.branches.find(branchId);
    const role = await data.staff.role(body.role.trim());
    if (!role) throw new NotFound(ROLE_NOT_FOUND);
    const email = normaliseEmail(body.email);
    // Every try counts, taken e-mail or not, and both spend the hash first: how many and how fast
    // an owner can learn whether an address has a Troo account elsewhere is bounded.
    await employeeAdds.take(staffOf(request).businessId);
    // Nobody knows this password: the employee signs in with the mailed temporary one.
    const unusable = await hashSecret(randomBytes(32).toString('base64url'));
    if (await findUserByEmail(app.db, email)) throw new BadRequest(EMAIL_TAKEN);

    const employee = await data.staff.add({
      email,
      passwordHash: unusable,
      firstName,
      lastName,
      phone: body.phone_number.trim(),
      branchId,
      jobRoleId: role.id,
    });
    const password = await issueTemporaryPassword(app.db, employee.id);
    if (password) {
      const mail = temporaryPasswordMail(
        email,
        firstName,
        (await data.business.name()) ?? 'Your business',
        password,
        portalLoginUrl(app.config.publicUrl),
      );
      app.background.run('new employee mail', () => deliverQuietly(app.mailer, request.log, mail));
    }
    const fresh = await data.staff.find(employee.id);
    return ok(employeeView(fresh!, role.name), EMPLOYEE_ADDED);
  });

  callRoute(app, calls.getAllEmployee, async (request) => {
    const rows = await scoped(request).staff.list();
    return ok(rows.map((row) => employeeView(row.user, row.role)));
  });

  callRoute(app, calls.setEmployeeMayAdjust, async (request) => {
    const data = scoped(request);
    const row = await data.staff.setMayAdjustOrders(request.body.employee_id, request.body.may_adjust_orders);
    const role = row.jobRoleId ? await data.staff.role(row.jobRoleId) : null;
    return ok(employeeView(row, role?.name ?? null), 'Employee updated');
  });

  callRoute(app, calls.removeEmployee, async (request) => {
    const removed = await scoped(request).staff.remove(normaliseEmail(request.body.employee_email));
    return ok({ _id: removed.id }, EMPLOYEE_REMOVED);
  });
};
