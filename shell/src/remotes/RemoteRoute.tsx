import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { setRemoteFallbackScreen } from '../runtime-plugin/fallback-slot';
import { loadScreen } from './load-screen';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteRetryContext, RemoteUnavailable } from './RemoteUnavailable';
import { DropFirstPaint } from '../first-paint/DropFirstPaint';

// The runtime plugin's answer to a failed load: the fallback for that error, under the route's retry.
setRemoteFallbackScreen((error) => {
  const RemoteLoadFailed = () => <RemoteUnavailable error={error} />;
  return RemoteLoadFailed;
});

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

/**
 * A route's element: the remote screen, isolated behind its own error boundary with a retry. `route`
 * is the path as the remote declares it ('/demo/tip/:mode'): what a failure report names.
 */
export function RemoteRoute({ remote, screen, route }: { remote: string; screen: string; route: string }) {
  const [attempt, setAttempt] = useState(0);
  const Screen = useMemo(() => lazyScreen(remote, screen, attempt), [remote, screen, attempt]);
  const retry = useMemo(
    () => ({
      remote,
      route,
      retry: () => setAttempt((n) => n + 1),
    }),
    [remote, route],
  );
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary
        resetKey={attempt}
        fallback={(error) => (
          <>
            <RemoteUnavailable error={error} />
            <DropFirstPaint />
          </>
        )}
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
