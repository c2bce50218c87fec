import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiCall, paths, useBasketActions, type OrderingMode } from '@troo/shared';
import { storeOrder, storePendingReference } from '../../../common/placed-order-storage';
import { receiptPath } from '../../../common/paths';

const PRODUCT = { orderandpay: 'OrderAndPay', online_ordering: 'OnlineOrdering' } as const;

/**
 * The provider's redirect back (?reference=…): confirm, upload (the server answers the order it made
 * from its own record of the checkout), keep it for the receipt, clear the basket, show the receipt.
 * A payment that is not confirmed comes back to Select Payment. Without a reference, nothing is
 * under way: a stale one is forgotten.
 */
export function usePaymentReturn(mode: OrderingMode): { confirming: boolean; failed: boolean } {
  const [query] = useSearchParams();
  const reference = query.get('reference');
  const navigate = useNavigate();
  const { clear } = useBasketActions();
  const [failed, setFailed] = useState(false);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!reference) {
      storePendingReference(null);
      return;
    }
    if (started.current === reference) return;
    started.current = reference;
    (async () => {
      const confirmed = await apiCall('POST /order/confirmOrderPayment/', { body: { reference } }, { skipAuth: true });
      if (!confirmed.status) throw new Error(confirmed.message);
      const uploaded = await apiCall(
        'POST /order/upload{product}BranchUserOrder',
        { params: { product: PRODUCT[mode] }, body: { transactionRef: reference } },
        { skipAuth: true },
      );
      storeOrder(uploaded.data);
      storePendingReference(null);
      clear();
      navigate(receiptPath(mode, reference), { replace: true });
    })().catch((error: unknown) => {
      console.warn('[troo] payment not confirmed', error);
      setFailed(true);
      navigate(paths.paymentType(mode), { replace: true });
    });
  }, [reference, mode, clear, navigate]);

  return { confirming: Boolean(reference), failed };
}
