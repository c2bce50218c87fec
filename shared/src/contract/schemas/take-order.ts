import { Type, type Static } from '@sinclair/typebox';
import { PHONE_CHARACTERS_PATTERN } from '../rules';
import { CheckoutLine } from './orders';

// An order a member of staff takes for a guest (issue 48): where it goes, the same lines a diner's
// basket sends, and the key the screen makes once per order so a double tap or a retry makes one.

const Uuid = Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' });

/** Where a staff-taken order goes: a table or room of the outlet's QR places, or pickup. */
export const TAKE_ORDER_TYPES = ['table', 'room', 'pickup'] as const;
export type TakeOrderType = (typeof TAKE_ORDER_TYPES)[number];

export const TakeOrderBody = Type.Object({
  branch_id: Uuid,
  /** Made by the screen once per order: the same key again answers the order it made. */
  client_key: Uuid,
  order_type: Type.Union(TAKE_ORDER_TYPES.map((t) => Type.Literal(t))),
  /** A table's or room's area as its QR places name it (group_name); not for pickup. */
  table_group: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  /** The table or room number within its area; not for pickup. */
  place_number: Type.Optional(Type.Integer({ minimum: 1, maximum: 999_999_999 })),
  /** The guest's name: required for pickup, optional at a table or room. */
  customer_name: Type.Optional(Type.String({ maxLength: 80 })),
  /** The guest's phone: required for pickup. */
  customer_phone: Type.Optional(Type.String({ maxLength: 30, pattern: PHONE_CHARACTERS_PATTERN })),
  items: Type.Array(CheckoutLine, { minItems: 1, maxItems: 50 }),
});
export type TakeOrderBody = Static<typeof TakeOrderBody>;

/** The order made (or made before under the same client key) and the bill it is on. */
export const TakenOrder = Type.Object({
  order_id: Type.String(),
  /** Readable and unique per outlet: 1, 2, 3… */
  order_number: Type.String(),
  tab_id: Type.String(),
  /** What the order costs (naira): food and service fee. */
  total_price: Type.Number(),
});
export type TakenOrder = Static<typeof TakenOrder>;
