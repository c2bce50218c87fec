interface AvailabilitySwitchProps {
  /** What it switches, as the kitchen calls it: the switch's accessible name. */
  name: string;
  /** Shown beside the name (an option's group). */
  detail?: string;
  soldOut: boolean;
  /** The last change, already in words ("Sold out by Ada, 19:42"). */
  lastChange: string | null;
  busy: boolean;
  onChange: (soldOut: boolean) => void;
}

/** One dish or option: on when on sale, off when sold out; the whole row is the tap target. */
export function AvailabilitySwitch({ name, detail, soldOut, lastChange, busy, onChange }: AvailabilitySwitchProps) {
  return (
    <label className={`kt-avail__row${soldOut ? ' kt-avail__row--sold-out' : ''}`}>
      <input
        type="checkbox"
        role="switch"
        className="kt-avail__toggle"
        aria-label={name}
        checked={!soldOut}
        aria-busy={busy || undefined}
        onChange={(event) => onChange(!event.target.checked)}
      />
      <span className="kt-avail__text">
        <span className="kt-avail__name">
          {name}
          {detail ? <span className="kt-avail__detail"> · {detail}</span> : null}
        </span>
        {lastChange ? <span className="kt-avail__change">{lastChange}</span> : null}
      </span>
      <span className="kt-avail__state">{soldOut ? 'Sold out' : 'On sale'}</span>
    </label>
  );
}
