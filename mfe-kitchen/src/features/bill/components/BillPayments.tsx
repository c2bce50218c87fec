import { useState } from 'react';
import { apiErrorMessage, formatNaira } from '@troo/shared';
import { PAYMENT_METHOD_LABELS, type TabPayment } from '@troo/shared/contract';
import { Button, ConfirmDialog, TextInput } from '@troo/shared/kit';
import { billTime } from '../hooks/bill-time';

/** How one payment reads: method, reference, who and when. */
export const paymentLine = (payment: TabPayment) =>
  [
    PAYMENT_METHOD_LABELS[payment.method],
    payment.reference && payment.method !== 'paystack' ? payment.reference : null,
    payment.recorded_by ?? (payment.method === 'paystack' ? 'diner by phone' : null),
    billTime(payment.recorded_at),
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * The payments made against the bill; a voided one struck through with who voided it and why. The
 * owner may void a payment, giving a reason.
 */
export function BillPayments(props: {
  payments: TabPayment[];
  owner: boolean;
  onVoid: (paymentId: string, reason: string) => Promise<void>;
}) {
  const [voiding, setVoiding] = useState<TabPayment | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (props.payments.length === 0) return <p className="troo-muted">No payments yet.</p>;
  const confirm = async () => {
    if (!voiding || busy) return;
    if (!reason.trim()) return setError('Say why this payment is voided.');
    setBusy(true);
    try {
      await props.onVoid(voiding.id, reason.trim());
      setVoiding(null);
      setReason('');
      setError(null);
    } catch (failure) {
      setError(apiErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ul className="kt-bill__payments" aria-label="Payments">
        {props.payments.map((payment) => (
          <li key={payment.id} className={payment.voided_at ? 'kt-bill__payment kt-bill__payment--voided' : 'kt-bill__payment'}>
            <div>
              {payment.voided_at ? <s>{paymentLine(payment)}</s> : paymentLine(payment)}
              {payment.voided_at ? (
                <p className="kt-bill__void-note">
                  Voided{payment.voided_by ? ` by ${payment.voided_by}` : ''}: {payment.void_reason}
                </p>
              ) : null}
            </div>
            <span className="kt-bill__payment-amount">
              {payment.voided_at ? <s>{formatNaira(payment.amount)}</s> : formatNaira(payment.amount)}
            </span>
            {props.owner && !payment.voided_at ? (
              <Button variant="ghost" className="kt-bill__void no-print" onClick={() => setVoiding(payment)}>
                Void
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={voiding !== null}
        title="Void this payment?"
        message={
          voiding
            ? `${paymentLine(voiding)}, ${formatNaira(voiding.amount)}. It stays on the bill, struck through, and stops counting.`
            : ''
        }
        confirmLabel="Void payment"
        tone="danger"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setVoiding(null);
          setError(null);
        }}
      >
        <TextInput label="Reason" value={reason} maxLength={300} error={error} onChange={(event) => setReason(event.target.value)} />
      </ConfirmDialog>
    </>
  );
}
