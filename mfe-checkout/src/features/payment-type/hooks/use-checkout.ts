import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  apiCall,
  useAction,
  useApiQuery,
  useBasketActions,
  useBasketCount,
  useBasketCustomer,
  useBasketTipKobo,
  useCheckoutBody,
  useOrderingPlace,
  type OrderingMode,
} from '@troo/shared';
import { koboToNaira } from '@troo/shared/contract';
import { receiptPath } from '../../../common/paths';
import { storeOrder, storePendingReference } from '../../../common/placed-order-storage';
import { redirectTo } from '../../../common/redirect';
import { checkoutCustomer } from './checkout-customer';
import { receiptEmailProblem } from './receipt-email';

/**
 * The Select Payment screen's data: the server's prices for this basket, and Proceed to Pay, which
 * keeps the priced basket on the server under a new reference and sends the diner to pay. The body
 * comes from the basket module's toCheckout (ids and quantities; the tip from integer kobo).
 */
export function useCheckout(mode: OrderingMode) {
  const body = useCheckoutBody(mode);
  const customer = useBasketCustomer();
  const place = useOrderingPlace();
  const empty = useBasketCount() === 0;
  const tipKobo = useBasketTipKobo();
  const totals = useApiQuery('POST /order/calculateTotalAmount', body ? { body: body.basket } : null, { skipAuth: true });
  const paying = useAction();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { clear } = useBasketActions();
  // Set by the first Proceed to Pay: from then on a malformed e-mail shows its message.
  const [tried, setTried] = useState(false);

  const pay = () =>
    paying.run(async () => {
      setTried(true);
      if (!body || receiptEmailProblem(customer.customerEmail)) return;
      const started = await apiCall(
        'POST /v1/transaction/initiate_paystack_transaction/',
        {
          body: {
            ...body.basket,
            customer: checkoutCustomer(customer, place),
            tip: body.tip,
            // The provider sends the diner back here, with ?reference=.
            callback_url: `${window.location.origin}${pathname}`,
          },
        },
        { skipAuth: true },
      );
      storePendingReference(started.transaction.ref);
      redirectTo(started.paystack_data.data.authorization_url);
    });

  // "Pay at the end" (where the outlet allows it, dine-in only): the order goes to the kitchen now, on
  // the table's open bill, and the receipt shows the bill with its Pay bill button.
  const payAtEnd = () =>
    paying.run(async () => {
      setTried(true);
      if (!body || receiptEmailProblem(customer.customerEmail)) return;
      const placed = await apiCall(
        'POST /order/placeOpenTableOrder',
        { body: { ...body.basket, customer: checkoutCustomer(customer, place), tip: body.tip } },
        { skipAuth: true },
      );
      storeOrder(placed.data);
      clear();
      navigate(receiptPath(mode, placed.data.reference), { replace: true });
    });

  return {
    empty,
    customer,
    place,
    orderType: body?.basket.order_type ?? null,
    canPrice: body !== null,
    totals,
    /** The tip in naira, as the server's totals are. */
    tip: koboToNaira(tipKobo),
    pay: () => void pay(),
    payAtEnd: () => void payAtEnd(),
    tried,
    busy: paying.busy,
    error: paying.error,
  };
}
