import type { OrderStreamState } from '@troo/shared/portal';

const TEXT: Record<OrderStreamState | 'off', string> = {
  open: 'Live',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  refused: 'Not live: reload the page',
  off: 'Connecting…',
};

/** Whether the display hears new orders: "Live" only while its stream is open and not silent. */
export function ConnectionLabel({ state }: { state: OrderStreamState | 'off' }) {
  return (
    <p className={state === 'open' ? 'kt-kds__live' : 'kt-kds__live kt-kds__live--down'} role="status">
      {TEXT[state]}
    </p>
  );
}
