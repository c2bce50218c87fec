import { useState } from 'react';
import { QueryState } from '@troo/shared';
import { Button, Sheet } from '@troo/shared/kit';
import { useWorkingOutlet } from '@troo/shared/portal';
import { useKitchenAvailability } from '../hooks/use-kitchen-availability';
import { AvailabilitySheet } from './AvailabilitySheet';
import './availability.css';

/** How many dishes and options are off tonight. */
const soldOutCount = (dishes: { sold_out: boolean; options: { sold_out: boolean }[] }[]) =>
  dishes.reduce((sum, dish) => sum + Number(dish.sold_out) + dish.options.filter((option) => option.sold_out).length, 0);

/**
 * The kitchen display's '86' button and the sheet it opens: marking a dish sold out takes two taps
 * (open, switch). The outlet's availability is read with the display, so the sheet opens on it at
 * once, and again on every opening (another tablet may have changed it).
 */
export function AvailabilityControl() {
  const outlet = useWorkingOutlet();
  const { query, flip, busy, error } = useKitchenAvailability(outlet?.id ?? null);
  const [open, setOpen] = useState(false);
  const known = query.data?.data;
  const count = known ? soldOutCount(known.dishes) : 0;
  const label = known?.ordering_paused ? '86 · Ordering paused' : count > 0 ? `86 · ${count} sold out` : '86 · Sold out';

  return (
    <>
      <Button
        variant={known?.ordering_paused ? 'danger' : 'secondary'}
        className="kt-avail__open"
        disabled={!outlet}
        onClick={() => {
          setOpen(true);
          if (query.status === 'success') query.retry();
        }}
      >
        {label}
      </Button>
      <Sheet open={open} title={outlet ? `Sold out at ${outlet.name}` : 'Sold out'} onClose={() => setOpen(false)}>
        <QueryState query={query} loadingText="Loading the menu…" errorText="We could not load the menu. Try again.">
          {({ data }) => <AvailabilitySheet availability={data} busy={busy} error={error} onFlip={(change) => void flip(change)} />}
        </QueryState>
        <Button variant="secondary" className="kt-avail__done" onClick={() => setOpen(false)}>
          Done
        </Button>
      </Sheet>
    </>
  );
}
