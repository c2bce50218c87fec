import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs`: what makes the cards' waiting times tick (one timer for the whole display). */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
