import { useCallback, useRef, useState } from 'react';
import { apiErrorMessage } from '@troo/shared';

/**
 * Runs a form's server call: `busy` while it runs (the button shows a spinner), a second tap in
 * the meantime is ignored, and a failure becomes `error` (the server's message, else `fallback`).
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A ref, not state: a double tap arrives before React re-renders the disabled button.
  const running = useRef(false);

  const run = useCallback(async (task: () => Promise<void>, fallback?: string) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (failure) {
      setError(apiErrorMessage(failure, fallback));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  return { busy, error, setError, run };
}
