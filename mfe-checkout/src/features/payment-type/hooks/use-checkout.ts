import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  apiCall,
  basketSlice,
  checkoutBasket,
  useAction,
  useAppDispatch,
  useAppSelector,
  useApiQuery,
  type OrderingMode,
} from '@troo/shared';
import { receiptPath } from '../../../common/paths';
import { storeOrder, storePendingReference } from '../../../common/placed-order-storage';
import { redirectTo } from '../../../common/redirect';
import { checkoutCustomer } from './checkout-customer';
import { receiptEmailProblem } from './receipt-email';

/**
 * The Select Payment screen's data: the server's prices for this basket, and Proceed to Pay, which
 * keeps the priced basket on the server under a new reference and sends the diner to pay.
 */
export function useCheckout(mode: OrderingMode) {
  const basket = useAppSelector((state) => state.basket);
  const business = useAppSelector((state) => state.business);
  const body = checkoutBasket(basket, business, mode);
  const totals = useApiQuery('POST /order/calculateTotalAmount', body ? { body } : null, { skipAuth: true });
  const paying = useAction();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  // Set by the first Proceed to Pay: from then on a malformed e-mail shows its message.
  const [tried, setTried] = useState(false);

  const pay = () =>
    paying.run(async () => {
      setTried(true);
      if (!body || receiptEmailProblem(basket.customerEmail)) return;
      const started = await apiCall(
        'POST /v1/transaction/initiate_paystack_transaction/',
        {
          body: {
            ...body,
            customer: checkoutCustomer(basket, business),
            tip: basket.tip,
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
      if (!body || receiptEmailProblem(basket.customerEmail)) return;
      const placed = await apiCall(
        'POST /order/placeOpenTableOrder',
        { body: { ...body, customer: checkoutCustomer(basket, business), tip: basket.tip } },
        { skipAuth: true },
      );
      storeOrder(placed.data);
      dispatch(basketSlice.actions.clear());
      navigate(receiptPath(mode, placed.data.reference), { replace: true });
    });

  return {
    basket,
    business,
    orderType: body?.order_type ?? null,
    canPrice: body !== null,
    totals,
    tip: basket.tip,
    pay: () => void pay(),
    payAtEnd: () => void payAtEnd(),
    tried,
    busy: paying.busy,
    error: paying.error,
  };
}
