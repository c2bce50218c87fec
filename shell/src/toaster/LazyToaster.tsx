import { lazy, Suspense, useEffect, useState } from 'react';
import { whenToastRequested } from '@troo/shared';

const Toaster = lazy(() => import('./Toaster'));

/** Mounts the toaster on the first toast, so pages that never show one never download it. */
export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToastRequested(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
