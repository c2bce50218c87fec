import { useId } from 'react';
import type { Station } from '@troo/shared/contract';

interface StationChooserProps {
  stations: Station[];
  /** The station shown; null: All (the pass). */
  value: string | null;
  onChange: (stationId: string | null) => void;
}

/** Which station this display is: All (every line of every order) or one station's lines. Shown when the outlet has more than one. */
export function StationChooser({ stations, value, onChange }: StationChooserProps) {
  const id = useId();
  if (stations.length < 2) return null;
  return (
    <div className="kt-kds__station">
      <label htmlFor={id}>Station</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">All</option>
        {stations.map((station) => (
          <option key={station._id} value={station._id}>
            {station.name}
          </option>
        ))}
      </select>
    </div>
  );
}
