import { Type, type Static } from '@sinclair/typebox';
import { BUSINESS_TYPES, USER_ROLES } from '../enums';
import { Nullable } from './common';

export const UserRoleSchema = Type.Union(USER_ROLES.map((role) => Type.Literal(role)));
export const BusinessTypeSchema = Type.Union(BUSINESS_TYPES.map((type) => Type.Literal(type)));

/** The signed-in user and their business, as POST /login and GET /userDetails answer. */
export const UserData = Type.Object({
  user_id: Type.String(),
  id: Type.String(),
  token: Type.String(),
  user_role: UserRoleSchema,
  business_id: Type.String(),
  business_name: Type.String(),
  business_type: BusinessTypeSchema,
  business_logo: Nullable(Type.String()),
  business_identifier: Type.String(),
  colour_scheme: Type.String(),
  has_created_menu_item: Type.Boolean(),
  email_verified: Type.Boolean(),
  has_temp_password: Type.Boolean(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  /** An employee's own outlet, the one their screens work at; null for the owner (and an employee of every outlet). */
  branch_id: Type.Optional(Nullable(Type.String())),
});
export type UserData = Static<typeof UserData>;

/** The data of a 403 'Account details not verified' login answer: where registration resumes. */
export const UnverifiedLoginData = Type.Object({
  has_account: Type.Boolean(),
  business: Type.String(),
  user_id: Type.String(),
  email: Type.String(),
  /** Lets registration stage 3 (POST /createAccountDetails) finish without a sign-in; valid 1 hour. */
  registration_token: Type.String(),
});
export type UnverifiedLoginData = Static<typeof UnverifiedLoginData>;

/** A role employees can be given (GET /role/getAllRolesByBusiness answers a list of these). */
export const Role = Type.Object({ _id: Type.String(), name: Type.String() });
export type Role = Static<typeof Role>;
