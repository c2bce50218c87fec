import { Button } from '@troo/shared/kit';

/** This device's choice: an order nobody accepted rings again every 30 s, or only once. */
export function RealertToggle({ enabled, onToggle }: { enabled: boolean; onToggle: () => void }) {
  return (
    <Button variant="secondary" aria-pressed={enabled} onClick={onToggle}>
      {enabled ? 'Repeat: 30 s' : 'Repeat: off'}
    </Button>
  );
}
