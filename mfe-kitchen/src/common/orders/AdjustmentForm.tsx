import { formatNaira, useAction } from '@troo/shared';
import {
  ADJUSTMENT_REASON_REQUIRED,
  DISCOUNT_AMOUNT_REQUIRED,
  REFUND_AMOUNT_REQUIRED,
  parseNaira,
  type OrderTrail,
  type StaffOrder,
} from '@troo/shared/contract';
import { Button, SelectField, TextInput, toast } from '@troo/shared/kit';
import { useState, type FormEvent } from 'react';
import { newRequestKey, sendAdjustment, type AdjustmentKind } from './send-adjustment';

const WHOLE_ORDER = 'Whole order';
const AN_AMOUNT = 'An amount';
const TITLE: Record<AdjustmentKind, string> = { comp: 'Comp', discount: 'Discount', refund: 'Refund part' };
const DONE: Record<AdjustmentKind, string> = { comp: 'Comped', discount: 'Discount given', refund: 'Refunded' };

interface AdjustmentFormProps {
  order: StaffOrder;
  trail: OrderTrail;
  kind: AdjustmentKind;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * What to comp, discount or refund, and why: a line or the whole order (a refund: a line or an
 * amount), a discount as naira or a percentage, and the reason, required, kept on the trail.
 */
export function AdjustmentForm({ order, trail, kind, onDone, onCancel }: AdjustmentFormProps) {
  const lineLabels = order.menu_items.map((line, index) => `${index + 1}. ${line.menuItem.menu_item_name}`);
  const targets = [kind === 'refund' ? AN_AMOUNT : WHOLE_ORDER, ...lineLabels];
  const [target, setTarget] = useState(targets[kind === 'refund' ? 0 : Math.min(1, targets.length - 1)]!);
  const [amount, setAmount] = useState('');
  const [percent, setPercent] = useState('');
  const [reason, setReason] = useState('');
  const action = useAction();
  // One key for this form: pressing its button again after a failure retries the same change.
  const [requestKey] = useState(newRequestKey);
  const lineIndex = lineLabels.indexOf(target);
  const asksAmount = kind === 'discount' || (kind === 'refund' && lineIndex < 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return action.setError(ADJUSTMENT_REASON_REQUIRED);
    const naira = amount.trim() ? parseNaira(amount) : null;
    const pct = percent.trim() ? Number(percent) : null;
    if (asksAmount && !(naira && naira > 0) && !(kind === 'discount' && pct && pct > 0 && pct <= 100)) {
      return action.setError(kind === 'refund' ? REFUND_AMOUNT_REQUIRED : DISCOUNT_AMOUNT_REQUIRED);
    }
    const done = await action.run(() =>
      sendAdjustment(kind, {
        order_id: order._id,
        line_index: lineIndex < 0 ? null : lineIndex,
        ...(asksAmount ? (naira ? { amount: naira } : { percent: pct ?? 0 }) : {}),
        reason: reason.trim(),
        request_key: requestKey,
      }),
    );
    if (!done) return;
    toast(`${DONE[kind]}: order #${order.order_number}`, 'success');
    onDone();
  };

  return (
    <form className="kt-trail__form" onSubmit={(event) => void submit(event)} aria-label={TITLE[kind]} noValidate>
      <h3 className="kt-trail__title">{TITLE[kind]}</h3>
      <SelectField
        label={kind === 'refund' ? 'Refund' : 'Of'}
        options={targets}
        value={target}
        onChange={(event) => setTarget(event.target.value)}
      />
      {asksAmount ? (
        <TextInput label="Amount (₦)" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
      ) : null}
      {kind === 'discount' ? (
        <TextInput label="Or percent (%)" inputMode="decimal" value={percent} onChange={(event) => setPercent(event.target.value)} />
      ) : null}
      {kind === 'refund' ? <p className="kt-trail__empty">At most {formatNaira(trail.refundable)} can be given back.</p> : null}
      <TextInput label="Reason" maxLength={300} value={reason} onChange={(event) => setReason(event.target.value)} />
      {action.error ? (
        <p className="troo-field__error" role="alert">
          {action.error}
        </p>
      ) : null}
      <div className="kt-trail__actions">
        <Button type="submit" loading={action.busy} variant={kind === 'refund' ? 'danger' : 'primary'}>
          {TITLE[kind]}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
