import { useEffect } from 'react';
import { apiCall, toast, useApiQuery, useInvalidate } from '@troo/shared';
import type { PaymentToRecord } from '../components/RecordPayment';

/** While a Paystack link is out, the bill is read again this often: the diner's payment shows up by itself. */
export const PAYSTACK_POLL_MS = 3000;

/**
 * A bill and what staff do to it: record a payment, void one (the owner), hand the diner a Paystack
 * checkout for the balance. Each change answers the bill as it now is, which replaces the one shown.
 */
export function useBill(tabId: string | undefined, watching: boolean) {
  const query = useApiQuery('GET /tab/getTab/:id', tabId ? { params: { id: tabId } } : null);
  const invalidate = useInvalidate();

  useEffect(() => {
    if (!watching) return;
    const timer = window.setInterval(() => invalidate('GET /tab/getTab/:id'), PAYSTACK_POLL_MS);
    return () => window.clearInterval(timer);
  }, [watching, invalidate]);

  const refresh = () => {
    invalidate('GET /tab/getTab/:id');
    invalidate('GET /tab/getOpenTabs');
  };

  const record = async (payment: PaymentToRecord): Promise<boolean> => {
    if (!tabId) return false;
    try {
      await apiCall('POST /tab/recordTabPayment', { body: { tab_id: tabId, ...payment } });
      toast('Payment recorded', 'success');
      refresh();
      return true;
    } catch {
      // apiCall has shown the server's reason.
      refresh();
      return false;
    }
  };

  const voidPayment = async (paymentId: string, reason: string) => {
    if (!tabId) return;
    await apiCall('POST /tab/voidTabPayment', { body: { tab_id: tabId, payment_id: paymentId, reason } }, { silent: true });
    toast('Payment voided', 'success');
    refresh();
  };

  const startPaystack = async () => {
    if (!tabId) throw new Error('no bill');
    return (await apiCall('POST /tab/startTabCheckout', { body: { tab_id: tabId } })).data;
  };

  return { query, record, voidPayment, startPaystack };
}
