import { useCallback, useRef, useState } from 'react';
import { toast } from '@troo/shared';

/**
 * A side action such as 'Resend Code': one request at a time, and the server's answer shown as
 * a success toast. Failures are already toasted by the api client, so nothing more is shown.
 */
export function useToastedAction(action: () => Promise<string>, fallbackMessage: string) {
  const [running, setRunning] = useState(false);
  const inFlight = useRef(false);
  const trigger = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(true);
    try {
      toast((await action()) || fallbackMessage, 'success');
    } catch {
      // Shown by the api client.
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  }, [action, fallbackMessage]);
  return { running, trigger };
}
