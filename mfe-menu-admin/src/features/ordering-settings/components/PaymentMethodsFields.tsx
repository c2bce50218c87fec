import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@troo/shared/contract';
import { CheckboxField } from '@troo/shared/kit';

const HINTS: Record<PaymentMethod, string> = {
  paystack: "The diner pays on their own phone: at the table's QR code, or from a link or QR code on the bill.",
  cash: 'Staff record cash received on the bill.',
  pos: 'Staff record a card paid on your POS terminal.',
  transfer: 'Staff record a bank transfer with the reference from the alert.',
  room_charge: "Staff charge the bill to a guest's room folio.",
};

/**
 * How the outlet takes money: each method on or off (room charge only for hotels or outlets with
 * rooms), and whether a diner at a table may leave their order open and pay at the end.
 */
export function PaymentMethodsFields(props: {
  methods: PaymentMethod[];
  payLater: boolean;
  roomChargeAvailable: boolean;
  onMethodsChange: (methods: PaymentMethod[]) => void;
  onPayLaterChange: (payLater: boolean) => void;
}) {
  const offered = PAYMENT_METHODS.filter(
    (method) => method !== 'room_charge' || props.roomChargeAvailable || props.methods.includes(method),
  );
  const toggle = (method: PaymentMethod, on: boolean) =>
    props.onMethodsChange(PAYMENT_METHODS.filter((m) => (m === method ? on : props.methods.includes(m))));
  return (
    <>
      {offered.map((method) => (
        <CheckboxField
          key={method}
          label={PAYMENT_METHOD_LABELS[method]}
          hint={HINTS[method]}
          checked={props.methods.includes(method)}
          onChange={(event) => toggle(method, event.target.checked)}
        />
      ))}
      <CheckboxField
        label="Diners at a table may pay at the end"
        hint="A diner's QR order goes to the kitchen at once on the table's open bill; later rounds join it, and the bill is paid once."
        checked={props.payLater}
        onChange={(event) => props.onPayLaterChange(event.target.checked)}
      />
    </>
  );
}
