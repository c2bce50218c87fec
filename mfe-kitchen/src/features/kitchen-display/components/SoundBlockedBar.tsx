/**
 * Across the display's width while the browser blocks the sound this device chose: a kitchen must see
 * that new orders will not ring. A tap on it (or anywhere on the page: use-order-chime) turns it on.
 */
export function SoundBlockedBar({ onTurnOn }: { onTurnOn: () => void }) {
  return (
    <button type="button" className="kt-kds__blocked" onClick={onTurnOn}>
      Sound is blocked: tap to turn it on
    </button>
  );
}
