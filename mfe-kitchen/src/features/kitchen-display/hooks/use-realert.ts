import { useEffect, useState } from 'react';

/** How often an order nobody has accepted rings again. */
export const REALERT_MS = 30_000;

/** This device's choice, kept across loads: only 'off' is written (repeating is the default). */
const REALERT_KEY = 'troo-kitchen-realert';

function storedRealert(): boolean {
  try {
    return localStorage.getItem(REALERT_KEY) !== 'off';
  } catch {
    return true; // storage refused (private mode): the default, for this page
  }
}

/**
 * Rings again every REALERT_MS while an order waits unaccepted (`waiting`), unless this device turned
 * it off: one chime is easy to miss over a kitchen's noise. Answers the setting and its switch.
 */
export function useRealert(waiting: boolean, chime: () => void) {
  const [enabled, setEnabled] = useState(storedRealert);
  useEffect(() => {
    if (!waiting || !enabled) return undefined;
    const timer = setInterval(chime, REALERT_MS);
    return () => clearInterval(timer);
  }, [waiting, enabled, chime]);

  const toggle = () => {
    const next = !enabled;
    try {
      if (next) localStorage.removeItem(REALERT_KEY);
      else localStorage.setItem(REALERT_KEY, 'off');
    } catch {
      // as above
    }
    setEnabled(next);
  };
  return { enabled, toggle };
}
