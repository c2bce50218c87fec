import { useId, useState, type FormEvent } from 'react';
import { formatNaira } from '@troo/shared';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@troo/shared/contract';
import { Button, FieldError, TextInput } from '@troo/shared/kit';
import { amountText, newClientKey, paymentProblem, recordedMethods, remainingAfter } from '../hooks/payment-form';

export interface PaymentToRecord {
  method: PaymentMethod;
  amount: number;
  reference?: string;
  client_key: string;
}

const REFERENCE_LABEL: Partial<Record<PaymentMethod, string>> = {
  transfer: 'Transfer reference',
  room_charge: 'Room or folio number',
};

/**
 * Record money received: the outlet's methods as buttons, the amount (the whole balance unless
 * changed: a smaller one splits the bill), a transfer's reference or a room's folio. What would be
 * left is shown as it is typed. One key per payment, kept across retries, so it records once.
 */
export function RecordPayment(props: {
  methods: readonly PaymentMethod[];
  balance: number;
  onRecord: (payment: PaymentToRecord) => Promise<boolean>;
}) {
  const methods = recordedMethods(props.methods);
  const errorId = useId();
  const [method, setMethod] = useState<PaymentMethod | null>(methods[0] ?? null);
  const [typed, setTyped] = useState(() => amountText(props.balance));
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [clientKey, setClientKey] = useState(newClientKey);
  const [busy, setBusy] = useState(false);
  // A new balance (a payment recorded) starts the amount afresh at what is now owed.
  const [balanceSeen, setBalanceSeen] = useState(props.balance);
  if (balanceSeen !== props.balance) {
    setBalanceSeen(props.balance);
    setTyped(amountText(props.balance));
  }

  if (methods.length === 0 || method === null)
    return <p className="troo-muted">The owner has turned on no payment method staff can record here.</p>;
  const remaining = remainingAfter(props.balance, typed);
  const referenceLabel = REFERENCE_LABEL[method];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const why = paymentProblem(props.balance, typed, method, reference);
    setProblem(why);
    if (why) return;
    setBusy(true);
    const recorded = await props.onRecord({
      method,
      amount: Number(typed.replace(/[,\s]/g, '')),
      ...(referenceLabel ? { reference: reference.trim() } : {}),
      client_key: clientKey,
    });
    setBusy(false);
    if (recorded) {
      setClientKey(newClientKey());
      setReference('');
    }
  };

  return (
    <form className="kt-bill__record troo-stack" onSubmit={(event) => void submit(event)} noValidate aria-label="Record a payment">
      <div className="kt-bill__methods" role="group" aria-label="Payment method">
        {methods.map((m) => (
          <Button key={m} variant={m === method ? 'primary' : 'secondary'} aria-pressed={m === method} onClick={() => setMethod(m)}>
            {PAYMENT_METHOD_LABELS[m]}
          </Button>
        ))}
      </div>
      <TextInput label="Amount (₦)" inputMode="decimal" value={typed} onChange={(event) => setTyped(event.target.value)} />
      <p className="kt-bill__remaining" role="status">
        {remaining === null
          ? 'Type an amount.'
          : remaining > 0
            ? `Still owed after this: ${formatNaira(remaining)}`
            : 'This pays the bill in full.'}
      </p>
      {referenceLabel ? (
        <TextInput label={referenceLabel} value={reference} maxLength={120} onChange={(event) => setReference(event.target.value)} />
      ) : null}
      <FieldError id={errorId} message={problem} />
      <Button type="submit" loading={busy}>
        Record {PAYMENT_METHOD_LABELS[method]} payment
      </Button>
    </form>
  );
}
