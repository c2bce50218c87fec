import { Button, TextInput } from '@troo/shared/kit';

/** The server's limit (api/src/domain/ordering-settings.ts). */
const MAX_LOCATIONS = 10;

interface PickupLocationsFieldProps {
  locations: string[];
  onChange: (locations: string[]) => void;
}

/** Addresses diners may collect from: add up to ten, remove any. None = the outlet's own address. */
export function PickupLocationsField({ locations, onChange }: PickupLocationsFieldProps) {
  const set = (index: number, value: string) => onChange(locations.map((location, i) => (i === index ? value : location)));
  return (
    <div className="troo-stack">
      {locations.length === 0 ? <p className="troo-muted">Diners collect at the outlet&apos;s address.</p> : null}
      {locations.map((location, index) => (
        <div key={index} className="ma-ordering__pickup">
          <TextInput
            label={`Pickup location ${index + 1}`}
            value={location}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => set(index, event.target.value)}
          />
          <Button
            variant="secondary"
            aria-label={`Remove pickup location ${index + 1}`}
            onClick={() => onChange(locations.filter((_, i) => i !== index))}
          >
            Remove
          </Button>
        </div>
      ))}
      <Button variant="secondary" disabled={locations.length >= MAX_LOCATIONS} onClick={() => onChange([...locations, ''])}>
        Add pickup location
      </Button>
    </div>
  );
}
