import { useEffect } from 'react';
import { SERVE_UNDO_MS } from '@troo/shared/contract';
import { Button } from '@troo/shared/kit';

interface ServeUndoBarProps {
  orderNumber: string;
  busy: boolean;
  onUndo: () => void;
  /** The seconds to undo are over (or another order was served): the bar goes. */
  onExpire: () => void;
}

/**
 * After Serve, for SERVE_UNDO_MS: says which order was served, with Undo. Serve itself asks nothing:
 * a busy kitchen taps it dozens of times a night; a mis-tap costs one more tap, here.
 */
export function ServeUndoBar({ orderNumber, busy, onUndo, onExpire }: ServeUndoBarProps) {
  useEffect(() => {
    const timer = setTimeout(onExpire, SERVE_UNDO_MS);
    return () => clearTimeout(timer);
  }, [orderNumber, onExpire]);
  return (
    <div className="kt-kds__undo" role="status">
      <span>Order #{orderNumber} served</span>
      <Button variant="secondary" disabled={busy} onClick={onUndo}>
        Undo
      </Button>
    </div>
  );
}
