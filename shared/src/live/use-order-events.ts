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
  const [state, setState] = useState<OrderStreamState | 'off'>('off');
  // The latest callbacks, without reopening the stream each render.
  const handlers = useRef({ onEvent, onOpen: options.onOpen });
  handlers.current = { onEvent, onOpen: options.onOpen };
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const signedIn = Boolean(token);

  useEffect(() => {
    if (!branchId || !signedIn) {
      setState('off');
      return undefined;
    }
    return openOrderEventStream({
      apiBaseUrl: getRuntimeConfig().apiBaseUrl,
      branchId,
      getToken: () => tokenRef.current,
      onEvent: (event) => handlers.current.onEvent(event),
      onOpen: () => handlers.current.onOpen?.(),
      onState: setState,
    });
  }, [branchId, signedIn]);

  return { state };
}
