import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { apiCall, useAction, useApiQuery, useInvalidate } from '@troo/shared';
import { storePendingReference } from '../../../common/placed-order-storage';
import { redirectTo } from '../../../common/redirect';

/**
 * The bill an open table order is on, read by the order's reference, and "Pay bill": a Paystack
 * checkout for the balance. Paystack sends the phone back here with ?reference= of that checkout:
 * it is confirmed (which records the payment, once) and the bill read again.
 */
export function useTableBill(orderReference: string) {
  const bill = useApiQuery('GET /order/getTableBill/', { query: { reference: orderReference } }, { skipAuth: true });
  const invalidate = useInvalidate();
  const paying = useAction();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const returned = query.get('reference');
  const [confirming, setConfirming] = useState(false);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!returned || started.current === returned) return;
    started.current = returned;
    setConfirming(true);
    apiCall('POST /order/confirmOrderPayment/', { body: { reference: returned } }, { skipAuth: true, silent: true })
      .catch((error: unknown) => console.warn('[troo] bill payment not confirmed', error))
      .finally(() => {
        storePendingReference(null);
        setConfirming(false);
        invalidate('GET /order/getTableBill/');
        invalidate('GET /order/getOrderByReference/');
        navigate(pathname, { replace: true });
      });
  }, [returned, pathname, navigate, invalidate]);

  const pay = () =>
    void paying.run(async () => {
      const started = await apiCall(
        'POST /order/payTableBill',
        { body: { reference: orderReference, callback_url: `${window.location.origin}${pathname}` } },
        { skipAuth: true },
      );
      storePendingReference(started.data.reference);
      redirectTo(started.data.authorization_url);
    });

  return { bill, confirming, pay, busy: paying.busy, error: paying.error };
}
