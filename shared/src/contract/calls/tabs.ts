import { Type } from '@sinclair/typebox';
import { defineCall, Envelope, standardErrors } from '../define-call';
import { TAB_PAYMENT_INVALID, VOID_REASON_REQUIRED } from '../messages';
import { CheckoutBasket, CheckoutCustomer, PaymentReference, PlacedOrder } from '../schemas/orders';
import { OpenTab, PaymentMethodSchema, Tab, TabCheckout } from '../schemas/tabs';

// Bills (tabs): staff settle them by any method the outlet takes; a diner at a table that may pay at
// the end adds rounds to one open bill and pays it once by Paystack. Troo's own calls.

const Id = Type.String({ maxLength: 64 });

export const getTab = defineCall({
  method: 'GET',
  path: '/tab/getTab/:id',
  summary: 'A bill: its place, orders, charges, payments (voided ones with why) and balance',
  access: 'staff',
  params: Type.Object({ id: Id }),
  response: { 200: Envelope(Tab), ...standardErrors },
});

export const getOpenTabs = defineCall({
  method: 'GET',
  path: '/tab/getOpenTabs',
  summary: "An outlet's open bills, oldest first; those still open past the outlet's closing time are flagged",
  access: 'staff',
  query: Type.Object({ branch_id: Type.Optional(Id) }),
  response: { 200: Envelope(Type.Array(OpenTab)), ...standardErrors },
});

export const recordTabPayment = defineCall({
  method: 'POST',
  path: '/tab/recordTabPayment',
  summary: 'Records money received against a bill (cash, POS, transfer with its reference, room charge with its folio)',
  access: 'staff',
  // client_key makes a retry record the payment once.
  retrySafe: true,
  body: Type.Object({
    tab_id: Id,
    method: PaymentMethodSchema,
    /** Naira, more than 0 and at most the balance. */
    amount: Type.Number(),
    reference: Type.Optional(Type.String({ maxLength: 120 })),
    /** Made by the screen once per payment it records: a double tap or a retry records it once. */
    client_key: Type.String({ minLength: 8, maxLength: 64 }),
  }),
  response: { 200: Envelope(Tab), ...standardErrors },
  invalidMessage: TAB_PAYMENT_INVALID,
});

export const voidTabPayment = defineCall({
  method: 'POST',
  path: '/tab/voidTabPayment',
  summary: 'The owner voids a recorded payment, with a reason: it stops counting, and a paid bill re-opens',
  access: 'admin',
  body: Type.Object({ tab_id: Id, payment_id: Id, reason: Type.String({ maxLength: 300 }) }),
  response: { 200: Envelope(Tab), ...standardErrors },
  invalidMessage: VOID_REASON_REQUIRED,
});

export const startTabCheckout = defineCall({
  method: 'POST',
  path: '/tab/startTabCheckout',
  summary: "A Paystack checkout for a bill's balance (computed by the server), for the diner to pay on their phone",
  access: 'staff',
  retrySafe: true,
  body: Type.Object({ tab_id: Id }),
  response: { 200: Envelope(TabCheckout), ...standardErrors },
});

export const placeOpenTableOrder = defineCall({
  method: 'POST',
  path: '/order/placeOpenTableOrder',
  summary: "A diner's dine-in order left open on the table's bill ('Pay at the end'), where the outlet allows it",
  access: 'public',
  body: Type.Composite([CheckoutBasket, Type.Object({ customer: CheckoutCustomer, tip: Type.Number({ minimum: 0, maximum: 1_000_000 }) })]),
  response: { 200: Type.Object({ message: Type.String(), data: PlacedOrder }), ...standardErrors },
});

export const getTableBill = defineCall({
  method: 'GET',
  path: '/order/getTableBill/',
  summary: 'The bill an order (named by its reference) is on, as the diner sees it',
  access: 'public',
  query: Type.Object({ reference: PaymentReference }),
  response: { 200: Envelope(Tab), ...standardErrors },
});

export const payTableBill = defineCall({
  method: 'POST',
  path: '/order/payTableBill',
  summary: "A Paystack checkout for the balance of the bill an order is on: the diner's 'Pay bill'",
  access: 'public',
  retrySafe: true,
  body: Type.Object({ reference: PaymentReference, callback_url: Type.String({ minLength: 1, maxLength: 500 }) }),
  response: { 200: Envelope(TabCheckout), ...standardErrors },
});
