import { Type, type Static } from '@sinclair/typebox';

// A new owner's first steps on one outlet, each ticked from what the outlet really has.

export const GettingStarted = Type.Object({
  branch_id: Type.String(),
  /** The outlet has at least one menu item. */
  menu_built: Type.Boolean(),
  /** The outlet has at least one table or room (each with its QR code). */
  tables_added: Type.Boolean(),
  /** The outlet's ordering settings were saved at least once. */
  ordering_set: Type.Boolean(),
  /** The outlet has at least one paid order. */
  test_order_paid: Type.Boolean(),
  /** The page the outlet's first table or room code opens (lowest number), for a test order; null with none. */
  test_order_url: Type.Union([Type.String(), Type.Null()]),
});
export type GettingStarted = Static<typeof GettingStarted>;
