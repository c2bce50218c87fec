import { eq } from 'drizzle-orm';
import { koboOf, koboToNaira, type CallBody } from '@troo/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { checkouts } from '../../db/schema.js';
import type { PaymentProvider } from '../../payments/provider.js';
import type { WindowLimit } from '../window-limit.js';
import { newReference } from '../../payments/reference.js';
import { orderCustomer } from './customer-details.js';
import { paymentFailure } from './payment-failure.js';
import { pricedColumns, totalKobo } from './order-columns.js';
import { priceBasket } from './pricing.js';
import { scannedPlace } from './scanned-place.js';
import { splitFor } from './subaccount.js';

type InitiateBody = CallBody<'POST /v1/transaction/initiate_paystack_transaction/'>;

/**
 * Prices the basket, keeps it as a pending checkout under a fresh reference (before the provider
 * hears of it, so a webhook can never arrive for a reference we do not know), and starts the payment.
 */
export interface CheckoutServices {
  db: Database;
  payments: PaymentProvider;
  /** Troo's share of every payment (PLATFORM_FEE_PERCENT). */
  platformFeePercent: number;
  log: FastifyBaseLogger;
  /** Checkouts an outlet may start a minute (CHECKOUTS_PER_OUTLET_PER_MINUTE). */
  outletLimit: Pick<WindowLimit, 'take'>;
}

export async function startCheckout({ db, payments, platformFeePercent, log, outletLimit }: CheckoutServices, body: InitiateBody) {
  const priced = await priceBasket(db, body);
  // A QR code's table or room, not what the body says, is where the order goes.
  const place = await scannedPlace(priced.scope, priced.branch.id, body.order_type, body.customer);
  const orderType = place?.type ?? body.order_type;
  const customer = orderCustomer(place ? { ...body.customer, table_number: place.number } : body.customer, orderType, priced.branch);
  const tipKobo = koboOf(body.tip);
  const amountKobo = totalKobo(priced, tipKobo);
  // Counted only now, once the basket is priced and its outlet found: starts refused as bad input cost
  // the provider nothing, and counting them let anyone use up a restaurant's minute with junk.
  await outletLimit.take(priced.branch.id);
  const reference = newReference();
  // Before anything is written: a payment refused here (the subaccount could not be made) leaves nothing behind.
  const split = await splitFor(priced.scope, payments, priced.business, amountKobo, { platformFeePercent, log }).catch((error: unknown) => {
    throw paymentFailure(error);
  });

  await priced.scope.db.insert(checkouts).values(
    priced.scope.ownedValues({
      reference,
      branchId: priced.branch.id,
      product: body.product,
      orderType,
      lines: priced.lines,
      customer,
      tableGroup: place?.group ?? null,
      ...pricedColumns(priced, tipKobo),
      amountKobo,
    }),
  );

  try {
    const started = await payments.initialize({
      reference,
      amountKobo,
      // Paystack needs an e-mail and mails its receipt there: the diner's if given, else the business's
      // own (a real record of the sale for the restaurant), never an invented address.
      email: customer.email ?? priced.business.email,
      callbackUrl: body.callback_url,
      split,
      metadata: { business: priced.business.uniqueIdentifier, branch: priced.branch.id, product: body.product },
    });
    return { reference, amount: koboToNaira(amountKobo), authorizationUrl: started.authorizationUrl };
  } catch (error) {
    await priced.scope.db
      .update(checkouts)
      .set({ status: 'failed', settledAt: new Date() })
      .where(priced.scope.owned(checkouts, eq(checkouts.reference, reference)));
    throw paymentFailure(error);
  }
}
