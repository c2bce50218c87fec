import { useCallback, useRef, useState } from 'react';
import { apiErrorMessage } from '../api/client';

interface RunOptions {
  /** The message when the server gave none (default: the spec's generic fallback). */
  fallback?: string;
  /** Handles the failure itself (e.g. a toast) instead of setting `error`. */
  onError?: (error: unknown) => void;
}

/**
 * A change the user asked for (a form's submit, Resend Code, a colour tap): `busy` while it runs,
 * a second tap meanwhile is ignored, and a failure becomes `error` (the server's message). The one
 * busy guard of the app: every screen that writes uses it.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A ref, not state: a double tap arrives before React re-renders the disabled button.
  const running = useRef(false);

  /** Resolves true when the task finished, false when it failed or another was still running. */
  const run = useCallback(async (task: () => Promise<void>, { fallback, onError }: RunOptions = {}): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await task();
      return true;
    } catch (failure) {
      if (onError) onError(failure);
      else setError(apiErrorMessage(failure, fallback));
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  return { busy, error, setError, run };
}
