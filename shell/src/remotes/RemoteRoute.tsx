import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { setRemoteFallbackScreen } from '../runtime-plugin/fallback-slot';
import { loadScreen } from './load-screen';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteRetryContext, RemoteUnavailable } from './RemoteUnavailable';
import { DropFirstPaint } from '../first-paint/DropFirstPaint';

setRemoteFallbackScreen(RemoteUnavailable);

const screens = new Map<string, ComponentType>();

/** One lazily loaded component per exposed screen, shared by every route that shows it. */
function lazyScreen(remote: string, screen: string, attempt: number): ComponentType {
  const key = `${remote}/${screen}#${attempt}`;
  let component = screens.get(key);
  if (!component) {
    component = lazy(() => loadScreen(remote, screen, { retry: attempt > 0 }));
    screens.set(key, component);
  }
  return component;
}

function Loading() {
  return (
    <div role="status" aria-live="polite" className="troo-page troo-centre">
      <span className="troo-visually-hidden">Loading</span>
    </div>
  );
}

/** A route's element: the remote screen, isolated behind its own error boundary with a retry. */
export function RemoteRoute({ remote, screen }: { remote: string; screen: string }) {
  const [attempt, setAttempt] = useState(0);
  const Screen = useMemo(() => lazyScreen(remote, screen, attempt), [remote, screen, attempt]);
  const retry = useMemo(() => ({ remote, retry: () => setAttempt((n) => n + 1) }), [remote]);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary
        resetKey={attempt}
        fallback={
          <>
            <RemoteUnavailable />
            <DropFirstPaint />
          </>
        }
      >
        <Suspense fallback={<Loading />}>
          {/* eslint-disable-next-line react-hooks/static-components -- lazyScreen caches one component per remote, screen and attempt */}
          <Screen />
          {/* Commits with the screen (or the fallback the runtime plugin answers with). */}
          <DropFirstPaint />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
