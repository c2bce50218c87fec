import { Type } from '@sinclair/typebox';
import { defineCall, Envelope, standardErrors } from '../define-call';
import { ADJUSTMENT_INVALID, END_OF_DAY_INVALID } from '../messages';
import { AdjustOrderBody, EndOfDay, OrderTrail, RefundOrderPartBody } from '../schemas/order-money';

// An order's money after it was taken (issue 48): comps and discounts while its bill is open,
// partial refunds once paid through Paystack, the trail of both on the ticket, and the end of day.

export const getOrderTrail = defineCall({
  method: 'GET',
  path: '/order/getOrderTrail/:id',
  summary: "An order's comps, discounts and refunds and its bill's voided payments, with who, when and why",
  access: 'staff',
  params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
  response: { 200: Envelope(OrderTrail), ...standardErrors },
});

export const adjustOrder = defineCall({
  method: 'POST',
  path: '/order/adjustOrder',
  summary: 'Comp or discount a line or the whole order of an open bill, with a reason (the owner, or an employee allowed to)',
  access: 'staff',
  body: AdjustOrderBody,
  response: { 200: Envelope(OrderTrail), ...standardErrors },
  invalidMessage: ADJUSTMENT_INVALID,
});

export const refundOrderPart = defineCall({
  method: 'POST',
  path: '/order/refundOrderPart',
  summary: "Gives back one line or an amount of a Paystack-paid order through Paystack's partial refund, with a reason (owner only)",
  access: 'admin',
  body: RefundOrderPartBody,
  response: { 200: Envelope(OrderTrail), ...standardErrors },
  invalidMessage: ADJUSTMENT_INVALID,
});

export const getEndOfDay = defineCall({
  method: 'GET',
  path: '/report/getEndOfDay',
  summary: "One outlet's Lagos day: sales, takings by method, cash expected, comps, discounts, refunds and voids with who",
  access: 'admin',
  query: Type.Object({ branch_id: Type.String({ maxLength: 64 }), date: Type.String({ pattern: '^[2-9]\\d{3}-\\d{2}-\\d{2}$' }) }),
  response: { 200: Envelope(EndOfDay), ...standardErrors },
  invalidMessage: END_OF_DAY_INVALID,
});
