import { useCallback, useEffect, useState } from 'react';

export type RequestState<T> =
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'failed'; error: unknown };

/**
 * Runs `load` whenever `key` changes (or on retry) and keeps the latest answer. A superseded or
 * unmounted request is aborted and its answer ignored. Failures are logged, as the spec asks.
 */
export function useRequest<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => (current.status === 'loading' ? current : { status: 'loading' }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'done', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`[troo] request failed: ${key}`, error);
        setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
    // `load` is a new function every render; `key` says when it means a different request.
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
