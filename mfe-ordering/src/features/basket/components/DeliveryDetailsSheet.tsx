import { useState, type FormEvent } from 'react';
import { hasOnlyPhoneCharacters, PHONE_CHARACTERS_ONLY } from '@troo/shared/contract';
import { Button, Sheet, TextInput } from '@troo/shared/kit';
import { deliveryFormReady, emptyDeliveryForm, type DeliveryForm } from '../hooks/delivery-form';

interface DeliveryDetailsSheetProps {
  open: boolean;
  /** The outlet's delivery state: shown, not editable. */
  state: string;
  onClose: () => void;
  onContinue: (form: DeliveryForm) => void;
}

/** Who and where to deliver to (spec §5): all required but the post code; the state is fixed. */
export function DeliveryDetailsSheet({ open, state, onClose, onContinue }: DeliveryDetailsSheetProps) {
  const [form, setForm] = useState<DeliveryForm>(emptyDeliveryForm);
  const [touched, setTouched] = useState<Partial<Record<keyof DeliveryForm, boolean>>>({});
  const field = (name: keyof DeliveryForm) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });
  const required = (name: keyof DeliveryForm, label: string) => (touched[name] && form[name].trim() === '' ? `${label} is required` : null);
  const phoneError = !hasOnlyPhoneCharacters(form.phone) ? PHONE_CHARACTERS_ONLY : required('phone', 'Phone number');
  const ready = deliveryFormReady(form);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onContinue(form);
  };
  return (
    <Sheet open={open} title="Delivery details" onClose={onClose}>
      <form onSubmit={submit} noValidate className="troo-stack">
        <TextInput label="Full name" autoComplete="name" {...field('fullName')} error={required('fullName', 'Full name')} />
        <TextInput label="WhatsApp number" type="tel" autoComplete="tel" {...field('phone')} error={phoneError} />
        <TextInput label="Email" type="email" autoComplete="email" {...field('email')} error={required('email', 'Email')} />
        <TextInput label="House number" {...field('houseNumber')} error={required('houseNumber', 'House number')} />
        <TextInput label="Street" autoComplete="address-line1" {...field('street')} error={required('street', 'Street')} />
        <TextInput label="Town/City" autoComplete="address-level2" {...field('town')} error={required('town', 'Town/City')} />
        <TextInput label="State" value={state} readOnly />
        <TextInput label="Landmark, e.g. opposite Mr Biggs (optional)" {...field('landmark')} />
        <TextInput label="Post code (optional)" autoComplete="postal-code" {...field('postCode')} />
        <Button type="submit" disabled={!ready}>
          Continue
        </Button>
      </form>
    </Sheet>
  );
}
