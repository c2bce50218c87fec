import { Type } from '@sinclair/typebox';
import { defineCall, Envelope, standardErrors } from '../define-call';
import { EMPLOYEE_FIELDS_REQUIRED, INVALID_EMAIL } from '../messages';
import { Employee } from '../schemas/employees';
import { Role } from '../schemas/staff';

// The owner's staff (portal spec §7 /employee/*, /role/*). Employees get the business's job roles,
// never the owner's.

export const getAllRolesByBusiness = defineCall({
  method: 'GET',
  path: '/role/getAllRolesByBusiness',
  summary: 'The job roles of the signed-in business (a starting set on first use)',
  access: 'admin',
  response: { 200: Envelope(Type.Array(Role)), ...standardErrors },
});

export const createEmployee = defineCall({
  method: 'POST',
  path: '/employee/createEmployee',
  summary: 'Add an employee; they receive a temporary password by e-mail',
  access: 'admin',
  body: Type.Object({
    role: Type.String({ maxLength: 64 }),
    first_name: Type.String({ maxLength: 200 }),
    last_name: Type.String({ maxLength: 200 }),
    email: Type.String({ maxLength: 300 }),
    branch_id: Type.String({ maxLength: 64 }),
    phone_number: Type.String({ maxLength: 40 }),
  }),
  response: { 201: Envelope(Employee), ...standardErrors },
  invalidMessage: EMPLOYEE_FIELDS_REQUIRED,
});

export const getAllEmployee = defineCall({
  method: 'GET',
  path: '/employee/getAllEmployee',
  summary: "The signed-in business's employees, oldest first",
  access: 'admin',
  response: { 200: Envelope(Type.Array(Employee)), ...standardErrors },
});

export const removeEmployee = defineCall({
  method: 'POST',
  path: '/employee/removeEmployee',
  summary: 'Remove an employee: their sign-ins stop working at once',
  access: 'admin',
  body: Type.Object({ employee_email: Type.String({ maxLength: 300 }) }),
  response: { 200: Envelope(Type.Object({ _id: Type.String() })), ...standardErrors },
  invalidMessage: INVALID_EMAIL,
});

export const setEmployeeMayAdjust = defineCall({
  method: 'PUT',
  path: '/employee/setEmployeeMayAdjust',
  summary: 'Allow an employee to comp and discount orders, or stop them',
  access: 'admin',
  body: Type.Object({ employee_id: Type.String({ maxLength: 64 }), may_adjust_orders: Type.Boolean() }),
  response: { 200: Envelope(Employee), ...standardErrors },
});
