import { useEffect, useRef, useState } from 'react';
import { getRuntimeConfig, useAppSelector } from '@troo/shared';
import { openOrderEventStream, type OrderEvent, type OrderStreamState } from './order-event-stream';

export type { OrderEvent, OrderStreamState };

/**
 * The outlet's new and changed orders as they happen (GET /api/events/orders), for as long as the
 * screen is shown: `onEvent` gets each event once, in order, across reconnects. `onOpen` runs on
 * every (re)connection, so a screen can read its list then and miss nothing from before it opened.
 * `branchId` null: no stream.
 */
export function useOrderEvents(
  branchId: string | null,
  onEvent: (event: OrderEvent) => void,
  options: { onOpen?: () => void } = {},
): { state: OrderStreamState | 'off' } {
  const token = useAppSelector((state) => state.auth.token);
  const [state, setState] = useState<OrderStreamState>('connecting');
  // The latest callbacks and token, without reopening the stream each render.
  const latest = useRef({ onEvent, onOpen: options.onOpen, token });
  useEffect(() => {
    latest.current = { onEvent, onOpen: options.onOpen, token };
  });
  const active = Boolean(branchId && token);

  useEffect(() => {
    if (!active || !branchId) return undefined;
    return openOrderEventStream({
      apiBaseUrl: getRuntimeConfig().apiBaseUrl,
      path: `/events/orders?${new URLSearchParams({ branch_id: branchId }).toString()}`,
      getToken: () => latest.current.token,
      onEvent: (event) => latest.current.onEvent(event),
      onOpen: () => latest.current.onOpen?.(),
      onState: setState,
    });
  }, [branchId, active]);

  return { state: active ? state : 'off' };
}
