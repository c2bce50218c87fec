import { useState, type FormEvent } from 'react';
import { hasOnlyPhoneCharacters, INVALID_PHONE, isPhoneNumber, PHONE_CHARACTERS_ONLY } from '@troo/shared/contract';
import { Button, Sheet, TextInput } from '@troo/shared/kit';

export interface PickupDetails {
  name: string;
  phone: string;
  /** One of the outlet's pickup locations, or '' when it lists none (the outlet's own address). */
  location: string;
}

interface PickupDetailsSheetProps {
  open: boolean;
  locations: string[];
  onClose: () => void;
  onContinue: (details: PickupDetails) => void;
}

/**
 * Who collects the order and where: the counter calls a pickup's diner by name and phone (three pickups
 * at once are told apart by more than a number), among the outlet's pickup locations when it has any.
 */
export function PickupDetailsSheet({ open, locations, onClose, onContinue }: PickupDetailsSheetProps) {
  const [details, setDetails] = useState<PickupDetails>({ name: '', phone: '', location: locations[0] ?? '' });
  const [touched, setTouched] = useState({ name: false, phone: false });
  const field = (name: 'name' | 'phone') => ({
    value: details[name],
    onChange: (event: { target: { value: string } }) => setDetails((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });
  const nameError = touched.name && !details.name.trim() ? 'Full name is required' : null;
  const phoneError = !hasOnlyPhoneCharacters(details.phone)
    ? PHONE_CHARACTERS_ONLY
    : touched.phone && !isPhoneNumber(details.phone)
      ? details.phone.trim()
        ? INVALID_PHONE
        : 'Phone number is required'
      : null;
  const ready = details.name.trim() !== '' && isPhoneNumber(details.phone) && (locations.length === 0 || details.location !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onContinue({ name: details.name.trim(), phone: details.phone.trim(), location: details.location });
  };
  return (
    <Sheet open={open} title="Pickup details" onClose={onClose}>
      <form onSubmit={submit} noValidate className="troo-stack">
        <TextInput label="Full name" autoComplete="name" {...field('name')} error={nameError} />
        <TextInput label="Phone number" type="tel" autoComplete="tel" {...field('phone')} error={phoneError} />
        {locations.length > 0 ? (
          <fieldset className="or-choice">
            <legend>Pickup location</legend>
            {locations.map((address) => (
              <label key={address} className="or-choice__option">
                <input
                  type="radio"
                  name="pickup-location"
                  value={address}
                  checked={details.location === address}
                  onChange={() => setDetails((current) => ({ ...current, location: address }))}
                />
                {address}
              </label>
            ))}
          </fieldset>
        ) : null}
        <Button type="submit" disabled={!ready}>
          Continue
        </Button>
      </form>
    </Sheet>
  );
}
