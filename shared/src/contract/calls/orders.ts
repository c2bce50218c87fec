import { Type } from '@sinclair/typebox';
import { defineCall, standardErrors } from '../define-call';
import { ProductParam } from '../schemas/customer';
import { CheckoutBasket, CheckoutCustomer, CheckoutTotals, PaymentReference, PlacedOrder } from '../schemas/orders';

// Checkout (customer spec §7): price a basket, pay for it, and turn a confirmed payment into exactly one
// order. Public: diners are anonymous. The payment reference (120 random bits) is what names an order.

export const calculateTotalAmount = defineCall({
  method: 'POST',
  path: '/order/calculateTotalAmount',
  summary: "A basket's total, service fee ('tax'), delivery fee and balance due, priced from the menu",
  access: 'public',
  // Only reads the menu.
  retrySafe: true,
  body: CheckoutBasket,
  response: { 200: Type.Object({ message: Type.String(), data: CheckoutTotals }), ...standardErrors },
});

export const initiatePaystackTransaction = defineCall({
  method: 'POST',
  // The spec's payments base ends in /api/v1.
  path: '/v1/transaction/initiate_paystack_transaction/',
  summary: 'Keeps the priced basket under a new payment reference and starts the payment; answers where to send the diner',
  access: 'public',
  // A second start is a second pending checkout under its own reference: the diner is sent to one
  // payment page only, and the other is never paid.
  retrySafe: true,
  body: Type.Composite([
    CheckoutBasket,
    Type.Object({
      customer: CheckoutCustomer,
      /** Naira, on top of the balance due. */
      tip: Type.Number({ minimum: 0, maximum: 1_000_000 }),
      /** The payment-type page the provider sends the diner back to, on this site. */
      callback_url: Type.String({ minLength: 1, maxLength: 500 }),
    }),
  ]),
  response: {
    200: Type.Object({
      message: Type.String(),
      transaction: Type.Object({ ref: Type.String(), amount: Type.Number() }),
      paystack_data: Type.Object({ data: Type.Object({ authorization_url: Type.String() }) }),
    }),
    ...standardErrors,
  },
});

export const confirmOrderPayment = defineCall({
  method: 'POST',
  path: '/order/confirmOrderPayment/',
  summary: 'Asks the provider about a payment; a successful one for the right amount becomes its order (once)',
  access: 'public',
  // The reference's one order, however often it is asked.
  retrySafe: true,
  body: Type.Object({ reference: PaymentReference, businessId: Type.Optional(Type.String({ maxLength: 120 })) }),
  response: {
    200: Type.Object({ message: Type.String(), status: Type.Boolean(), data: Type.Union([PlacedOrder, Type.Null()]) }),
    ...standardErrors,
  },
});

export const uploadProductBranchUserOrder = defineCall({
  method: 'POST',
  path: '/order/upload{product}BranchUserOrder',
  summary: "The order of a confirmed payment (made from the server's record of the checkout, never from this body)",
  access: 'public',
  // The reference's one order, as confirmOrderPayment.
  retrySafe: true,
  params: ProductParam,
  body: Type.Object({ transactionRef: PaymentReference }),
  response: { 200: Type.Object({ message: Type.String(), data: PlacedOrder }), ...standardErrors },
});

export const getOrderByReference = defineCall({
  method: 'GET',
  path: '/order/getOrderByReference/',
  summary: 'The order a payment reference became, with its current status (the receipt reads it on each of its events)',
  access: 'public',
  query: Type.Object({ reference: PaymentReference }),
  response: { 200: Type.Object({ message: Type.String(), data: PlacedOrder }), ...standardErrors },
});
