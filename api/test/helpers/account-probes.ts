import assert from 'node:assert/strict';
import { users } from '../../src/db/schema.js';
import { lastCodeTo, lastMailTo, type TestApp } from './app.js';
import { createTestBusiness } from './businesses.js';
import { newAddress, onboardToVerify } from './onboarding.js';

// The unauthenticated paths an attacker would probe to learn who has an account, each with a
// request for a known account and one for an unknown account. Used by the test that both get the
// same answer (account-answers.test.ts) and the test that both are as fast (timing/).

/** The known accounts the probes ask about. */
export interface ProbeAccounts {
  owner: string;
  unverified: string;
  /** Employees, each asked for a temporary password once (the daily allowance per employee is a few). */
  employees: string[];
  employeeWithTemp: string;
  liveResetCode: string;
  liveVerificationCode: string;
}

export interface Probe {
  name: string;
  url: string;
  /**
   * Codes to one address are a minute apart (the second within it is refused with the wait, for a
   * known and an unknown address alike): each pair is asked as a patient attacker would, the minute over.
   */
  spaced?: true;
  known: (accounts: ProbeAccounts, i: number) => Record<string, unknown>;
  unknown: (accounts: ProbeAccounts, i: number) => Record<string, unknown>;
}

/** A business, an unverified sign-up, live codes and `employeeCount` employees, for the probes. */
export async function prepareProbeAccounts(t: TestApp, employeeCount: number): Promise<ProbeAccounts> {
  const shop = await createTestBusiness(t.db, 'Probe Kitchen');
  const { email: unverified } = await onboardToVerify(t);
  const liveVerificationCode = await lastCodeTo(t, unverified);
  // A live reset code for the owner, so a wrong guess meets a real code.
  await t.app.inject({
    method: 'POST',
    url: '/api/requestForgotPassword',
    payload: { email: shop.admin.email },
    remoteAddress: newAddress(),
  });
  const liveResetCode = await lastCodeTo(t, shop.admin.email);
  const [template] = await t.db.select().from(users).limit(1);
  const employees = Array.from({ length: employeeCount }, (_, i) => `probe-employee-${process.pid}-${i}@example.com`);
  await t.db.insert(users).values(
    employees.map((email) => ({
      businessId: shop.businessId,
      email,
      passwordHash: template!.passwordHash,
      role: 'employee' as const,
      firstName: 'Probe',
      lastName: 'Staff',
      emailVerified: true,
    })),
  );
  const employeeWithTemp = shop.employee.email;
  await t.app.inject({
    method: 'POST',
    url: '/api/employee/getEmployeeTempPassword',
    payload: { email: employeeWithTemp },
    remoteAddress: newAddress(),
  });
  assert.ok(await lastMailTo(t, employeeWithTemp), 'the employee has a live temporary password');
  return { owner: shop.admin.email, unverified, employees, employeeWithTemp, liveResetCode, liveVerificationCode };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const nobody = (label: string, i: number) => `nobody-${label}-${process.pid}-${i}@example.com`;

export const PROBES: Probe[] = [
  {
    name: 'sign-in with a wrong password',
    url: '/api/login',
    known: (a) => ({ email: a.owner, password: 'NotThePassword1' }),
    unknown: (_, i) => ({ email: nobody('login', i), password: 'NotThePassword1' }),
  },
  {
    name: 'forgot password',
    url: '/api/requestForgotPassword',
    spaced: true,
    known: (a) => ({ email: a.owner }),
    unknown: (_, i) => ({ email: nobody('forgot', i) }),
  },
  {
    name: 'resend the verification code',
    url: '/api/resendOTP',
    spaced: true,
    known: (a) => ({ email: a.unverified }),
    unknown: (_, i) => ({ email: nobody('resend', i) }),
  },
  {
    name: 'ask for a temporary password',
    url: '/api/employee/getEmployeeTempPassword',
    known: (a, i) => ({ email: a.employees[i] }),
    unknown: (_, i) => ({ email: nobody('temp', i) }),
  },
  {
    name: 'verify an e-mail with a wrong code',
    url: '/api/emailVerification',
    known: (a) => ({ email: a.unverified, token: wrongCode(a.liveVerificationCode) }),
    unknown: (a, i) => ({ email: nobody('verify', i), token: wrongCode(a.liveVerificationCode) }),
  },
  {
    name: 'reset a password with a wrong code',
    url: '/api/resetForgotPassword',
    known: (a) => ({ email: a.owner, token: wrongCode(a.liveResetCode), password: 'Another123', confirm_password: 'Another123' }),
    unknown: (a, i) => ({
      email: nobody('reset', i),
      token: wrongCode(a.liveResetCode),
      password: 'Another123',
      confirm_password: 'Another123',
    }),
  },
  {
    name: 'replace a temporary password with a wrong one',
    url: '/api/employee/updateEmployeePassword',
    known: (a) => ({ email: a.employeeWithTemp, temp_password: 'NotTheTemp123', password: 'MyOwnPass9', confirm_password: 'MyOwnPass9' }),
    unknown: (_, i) => ({
      email: nobody('update', i),
      temp_password: 'NotTheTemp123',
      password: 'MyOwnPass9',
      confirm_password: 'MyOwnPass9',
    }),
  },
];

/** A known and an unknown account's request sent together (which goes first alternates), each from a new address. */
export function sendPair<T>(
  probe: Probe,
  accounts: ProbeAccounts,
  i: number,
  send: (payload: Record<string, unknown>) => Promise<T>,
): Promise<{ known: T; unknown: T }> {
  const order = i % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
  return Promise.all(order.map((who) => send(probe[who](accounts, i)))).then((results) =>
    order[0] === 'known' ? { known: results[0]!, unknown: results[1]! } : { known: results[1]!, unknown: results[0]! },
  );
}
