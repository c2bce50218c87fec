import { Button, Sheet } from '@troo/shared';

interface PlaceSheetProps {
  open: boolean;
  /** A table's code or a room's. */
  type: 'table' | 'room';
  /** Where the order goes, as staff will read it: 'Terrace · Table 1'. */
  place: string;
  onNext: () => void;
  onClose: () => void;
}

/**
 * Step 2 on a QR code that carries its table or room: where the order goes, shown, not asked. The
 * diner cannot change it (the server orders for the scanned code too); another table has its own code.
 */
export function PlaceSheet({ open, type, place, onNext, onClose }: PlaceSheetProps) {
  return (
    <Sheet open={open} title={`Your ${type}`} onClose={onClose}>
      <p className="or-place">{place}</p>
      <p className="or-place__note">Another {type}? Scan its code.</p>
      <Button onClick={onNext}>Continue</Button>
    </Sheet>
  );
}
