import { useState } from 'react';
import { useBasketActions, useBasketCustomer } from '@troo/shared';
import { TextInput } from '@troo/shared/kit';
import { receiptEmailProblem } from '../hooks/receipt-email';

/**
 * The diner's e-mail for the payment provider's receipt: optional (without one none is invented),
 * checked once the diner leaves the field or tries to pay (`checked`).
 */
export function ReceiptEmailField({ checked }: { checked: boolean }) {
  const email = useBasketCustomer().customerEmail;
  const basket = useBasketActions();
  const [left, setLeft] = useState(false);
  return (
    <TextInput
      label="Email for your receipt (optional)"
      type="email"
      autoComplete="email"
      inputMode="email"
      value={email}
      onChange={(event) => basket.setCustomer({ customerEmail: event.target.value })}
      onBlur={() => setLeft(true)}
      error={left || checked ? (receiptEmailProblem(email) ?? undefined) : undefined}
    />
  );
}
