import { useState } from 'react';
import { apiErrorMessage, formatNaira, getRuntimeConfig } from '@troo/shared';
import type { TabCheckout } from '@troo/shared/contract';
import { Button, FieldError } from '@troo/shared/kit';

/**
 * "Pay by card/transfer on phone": a Paystack checkout for the balance (worked out by the server),
 * shown as a link and a QR code the diner scans. The bill updates when the payment arrives.
 */
export function PaystackPanel(props: { balance: number; start: () => Promise<TabCheckout>; onShown: (shown: boolean) => void }) {
  const [checkout, setCheckout] = useState<TabCheckout | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // A link for an older balance is put away: the amount on it would be wrong.
  const stale = checkout !== null && checkout.amount !== props.balance;

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setCheckout(await props.start());
      props.onShown(true);
    } catch (failure) {
      setError(apiErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  if (!checkout || stale)
    return (
      <div className="kt-bill__paystack no-print">
        <Button variant="secondary" loading={busy} onClick={() => void start()}>
          Pay by card/transfer on phone
        </Button>
        {stale ? <p className="troo-muted">The balance changed: make a new link for {formatNaira(props.balance)}.</p> : null}
        <FieldError id="kt-bill-paystack-error" message={error} />
      </div>
    );
  const qr = `${getRuntimeConfig().apiBaseUrl}/qr.png?text=${encodeURIComponent(checkout.authorization_url)}`;
  return (
    <div className="kt-bill__paystack no-print" aria-label="Pay on phone">
      <p>
        The diner scans this code to pay <strong>{formatNaira(checkout.amount)}</strong> by card or transfer (Paystack). The bill updates
        when it is paid.
      </p>
      <img src={qr} alt="QR code of the payment link" width={200} height={200} />
      <a href={checkout.authorization_url} target="_blank" rel="noreferrer">
        Open the payment link
      </a>
    </div>
  );
}
