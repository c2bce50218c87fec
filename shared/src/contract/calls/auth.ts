import { Type } from '@sinclair/typebox';
import { defineCall, Envelope, ApiError, MessageOnly, standardErrors } from '../define-call';
import {
  INVALID_EMAIL,
  LOGIN_FIELDS_REQUIRED,
  ALL_FIELDS_REQUIRED,
  RESET_FIELDS_REQUIRED,
  DETAILS_NOT_TEXT,
  SETTINGS_PASSWORD_FIELDS_REQUIRED,
} from '../messages';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from '../rules';
import { SixDigitCode } from '../schemas/common';
import { UnverifiedLoginData, UserData } from '../schemas/staff';

// Signing in and out, the signed-in user's details, e-mailed codes and passwords (portal spec §7).

/** The body of the calls that take only an e-mail address. */
const EmailBody = Type.Object({ email: Type.String() });

export const login = defineCall({
  method: 'POST',
  path: '/login',
  summary: 'Sign in; an unverified account answers 403 with where registration resumes',
  access: 'public',
  body: Type.Object({
    email: Type.String({ minLength: 1, maxLength: MAX_EMAIL_LENGTH }),
    password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }),
  }),
  response: { 200: Envelope(UserData), 403: ApiError(UnverifiedLoginData), ...standardErrors },
  invalidMessage: LOGIN_FIELDS_REQUIRED,
});

export const logout = defineCall({
  method: 'POST',
  path: '/logout',
  summary: 'End this session: its token stops working at once',
  access: 'staff',
  response: { 200: MessageOnly, ...standardErrors },
});

export const userDetails = defineCall({
  method: 'GET',
  path: '/userDetails',
  summary: 'The signed-in user and their business',
  access: 'staff',
  response: { 200: Envelope(UserData), ...standardErrors },
});

export const updateUserDetails = defineCall({
  method: 'PUT',
  path: '/updateUserDetails',
  summary: "Change the signed-in user's own details (only the fields sent)",
  access: 'staff',
  body: Type.Object({
    first_name: Type.Optional(Type.String()),
    last_name: Type.Optional(Type.String()),
    phone_number: Type.Optional(Type.String()),
    personal_address: Type.Optional(Type.String()),
    city: Type.Optional(Type.String()),
    state: Type.Optional(Type.String()),
    country: Type.Optional(Type.String()),
  }),
  response: { 200: Envelope(UserData), ...standardErrors },
  invalidMessage: DETAILS_NOT_TEXT,
});

export const emailVerification = defineCall({
  method: 'POST',
  path: '/emailVerification',
  summary: 'Verify the e-mail address with the six e-mailed digits',
  access: 'public',
  body: Type.Object({ email: Type.String(), token: SixDigitCode }),
  response: {
    200: Envelope(Type.Object({ user_id: Type.String(), email: Type.String(), email_verified: Type.Literal(true) })),
    ...standardErrors,
  },
  invalidMessage: ALL_FIELDS_REQUIRED,
});

export const resendOtp = defineCall({
  method: 'POST',
  path: '/resendOTP',
  summary: 'Mail a new verification code (the same answer whoever the address belongs to)',
  access: 'public',
  body: EmailBody,
  response: { 200: MessageOnly, ...standardErrors },
  invalidMessage: INVALID_EMAIL,
});

export const requestForgotPassword = defineCall({
  method: 'POST',
  path: '/requestForgotPassword',
  summary: 'Mail a password reset code (the same answer whoever the address belongs to)',
  access: 'public',
  body: EmailBody,
  response: { 200: MessageOnly, ...standardErrors },
  invalidMessage: INVALID_EMAIL,
});

export const resetForgotPassword = defineCall({
  method: 'POST',
  path: '/resetForgotPassword',
  summary: 'Set a new password with the e-mailed code; ends every session',
  access: 'public',
  body: Type.Object({ email: Type.String(), token: SixDigitCode, password: Type.String(), confirm_password: Type.String() }),
  response: { 200: MessageOnly, ...standardErrors },
  invalidMessage: RESET_FIELDS_REQUIRED,
});

export const getEmployeeTempPassword = defineCall({
  method: 'POST',
  path: '/employee/getEmployeeTempPassword',
  summary: 'Mail an employee a temporary password (never in the answer)',
  access: 'public',
  body: EmailBody,
  response: { 200: MessageOnly, ...standardErrors },
  invalidMessage: INVALID_EMAIL,
});

export const updateEmployeePassword = defineCall({
  method: 'POST',
  path: '/employee/updateEmployeePassword',
  summary: "Replace an employee's temporary password with their own",
  access: 'public',
  body: Type.Object({ email: Type.String(), temp_password: Type.String(), password: Type.String(), confirm_password: Type.String() }),
  response: { 200: MessageOnly, ...standardErrors },
  invalidMessage: RESET_FIELDS_REQUIRED,
});

export const changePassword = defineCall({
  method: 'POST',
  path: '/changePassword',
  summary: "Settings' Reset Password: the current password, then the new one twice; every other session of the user ends",
  access: 'staff',
  body: Type.Object({ current_password: Type.String(), password: Type.String(), confirm_password: Type.String() }),
  response: { 200: MessageOnly, ...standardErrors },
  invalidMessage: SETTINGS_PASSWORD_FIELDS_REQUIRED,
});
