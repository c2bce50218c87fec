import { Type } from '@sinclair/typebox';
import { defineCall, standardErrors } from '../define-call';
import { TakeOrderBody, TakenOrder } from '../schemas/take-order';

// Take order (issue 48): a waiter's order for a guest, priced as a diner's basket is, sent to the
// kitchen at once and put on the place's open bill (its tab). Owners and employees (their outlet).

export const takeOrder = defineCall({
  method: 'POST',
  path: '/order/takeOrder',
  summary: "A staff member's order for a table, room or pickup: priced from the menu, on the place's open tab, sent to the kitchen",
  access: 'staff',
  // The client key makes a retry answer the order the first attempt made.
  retrySafe: true,
  body: TakeOrderBody,
  response: { 201: Type.Object({ message: Type.String(), data: TakenOrder }), ...standardErrors },
});
