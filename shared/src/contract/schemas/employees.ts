import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

/** An employee as the owner sees them (GET /employee/getAllEmployee). */
export const Employee = Type.Object({
  _id: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone_number: Type.String(),
  role: Nullable(Type.String()),
  role_id: Nullable(Type.String()),
  branch_id: Nullable(Type.String()),
  /** Still to replace the mailed temporary password with their own. */
  has_temp_password: Type.Boolean(),
  /** The owner allows them to comp and discount orders. */
  may_adjust_orders: Type.Boolean(),
});
export type Employee = Static<typeof Employee>;
