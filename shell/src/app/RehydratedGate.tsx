import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';

/**
 * Renders the app once the persisted store has been read back, as redux-persist's PersistGate does,
 * but lifts in a transition: the whole app's first render then runs in small slices that yield to
 * the browser, where PersistGate's plain state update made it one long task after the first paint.
 */
export function RehydratedGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const [lifted, setLifted] = useState(() => persistor.getState().bootstrapped);
  useEffect(() => {
    if (lifted) return;
    const liftWhenRead = () => {
      if (persistor.getState().bootstrapped) startTransition(() => setLifted(true));
    };
    const unsubscribe = persistor.subscribe(liftWhenRead);
    liftWhenRead();
    return unsubscribe;
  }, [persistor, lifted]);
  return lifted ? children : null;
}
