import { useState } from 'react';
import type { Station } from '@troo/shared/contract';
import { Button, TextInput } from '@troo/shared/kit';

interface StationRowProps {
  station: Station;
  busy: boolean;
  /** False for the outlet's last station: an outlet keeps one. */
  removable: boolean;
  onRename: (name: string) => Promise<boolean>;
  onRemove: () => void;
}

/** One station: its name to edit in place, Save when changed, and Remove. */
export function StationRow({ station, busy, removable, onRename, onRemove }: StationRowProps) {
  const [name, setName] = useState(station.name);
  const changed = name.trim() !== '' && name.trim() !== station.name;
  return (
    <li className="ma-stations__row">
      <TextInput
        label={station.is_default ? 'Station (default)' : 'Station'}
        value={name}
        maxLength={60}
        onChange={(event) => setName(event.target.value)}
      />
      {changed ? (
        <Button variant="secondary" disabled={busy} onClick={() => void onRename(name.trim())}>
          Save
        </Button>
      ) : null}
      {removable ? (
        <Button variant="secondary" disabled={busy} aria-label={`Remove ${station.name}`} onClick={onRemove}>
          Remove
        </Button>
      ) : null}
    </li>
  );
}
