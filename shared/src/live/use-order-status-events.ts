import { useEffect, useRef, useState } from 'react';
import { getRuntimeConfig } from '@troo/shared';
import { openOrderEventStream, type OrderStreamState } from './order-event-stream';

/**
 * One order's changes as they happen (GET /api/events/order-status), for a diner's receipt: `onChange`
 * runs on each change and on every (re)connection, so the receipt reads the order afresh then and
 * misses nothing from while it was away. `reference` null: no stream (the order is settled).
 */
export function useOrderStatusEvents(reference: string | null, onChange: () => void): { state: OrderStreamState | 'off' } {
  const [state, setState] = useState<OrderStreamState>('connecting');
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    if (!reference) return undefined;
    return openOrderEventStream({
      apiBaseUrl: getRuntimeConfig().apiBaseUrl,
      path: `/events/order-status?${new URLSearchParams({ reference }).toString()}`,
      onEvent: () => latest.current(),
      onOpen: () => latest.current(),
      onState: setState,
    });
  }, [reference]);

  return { state: reference ? state : 'off' };
}
