import { useState, type FormEvent } from 'react';
import { Button, Sheet } from '@troo/shared/kit';

interface PickupLocationSheetProps {
  open: boolean;
  locations: string[];
  onClose: () => void;
  onContinue: (location: string) => void;
}

/** Where the diner collects the order, among the outlet's pickup locations. */
export function PickupLocationSheet({ open, locations, onClose, onContinue }: PickupLocationSheetProps) {
  const [location, setLocation] = useState(locations[0] ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (location) onContinue(location);
  };
  return (
    <Sheet open={open} title="Pickup location" onClose={onClose}>
      <form onSubmit={submit} noValidate className="troo-stack">
        <fieldset className="or-choice">
          <legend className="troo-visually-hidden">Pickup location</legend>
          {locations.map((address) => (
            <label key={address} className="or-choice__option">
              <input
                type="radio"
                name="pickup-location"
                value={address}
                checked={location === address}
                onChange={() => setLocation(address)}
              />
              {address}
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={!location}>
          Continue
        </Button>
      </form>
    </Sheet>
  );
}
