import { createContext, useContext, useEffect } from 'react';
import { Button } from '@troo/shared';
import { reloadPage } from '../errors/reload-page';
import { failureKind } from './failure-kind';
import { REMOTE_ANSWER_TIMEOUT_MS } from './remote-timeout';
import { reportRemoteFailure } from './report-failure';

/** What a remote route offers its fallback screen: which part failed, under which route, and a way to try again. */
export const RemoteRetryContext = createContext<{ remote: string; route: string; retry: () => void }>({
  remote: '',
  route: '',
  retry: () => reloadPage(),
});

/** What the diner reads for each kind of failure, and what the button does. */
const TEXTS = {
  load: { heading: 'This part of Troo is unavailable', text: 'Check your connection, then try again.', action: 'Try again' },
  timeout: {
    heading: 'This part of Troo is taking too long',
    text: `It did not answer within ${REMOTE_ANSWER_TIMEOUT_MS / 1000} seconds. Check your connection, then try again.`,
    action: 'Try again',
  },
  integrity: {
    heading: 'This part of Troo could not be started safely',
    text: 'Its files are not the ones Troo published, so they were not run. This is not a problem with your connection, and Troo has been told. Reload to try again later.',
    action: 'Reload',
  },
  code: {
    heading: 'This screen failed to start',
    text: 'Something went wrong inside Troo, not with your connection. Reload the page to start it again.',
    action: 'Reload',
  },
} as const;

/**
 * Shown in place of a screen whose remote could not be loaded, did not answer in time, or failed in
 * its own code; the failure is reported to the server (counted against the remote's version).
 */
export function RemoteUnavailable({ error }: { error: unknown }) {
  const { remote, route, retry } = useContext(RemoteRetryContext);
  const kind = failureKind(error);
  useEffect(() => {
    if (remote) reportRemoteFailure(remote, route, error);
  }, [remote, route, error]);
  const { heading, text, action } = TEXTS[kind];
  return (
    <main className="troo-page troo-centre" data-testid="remote-unavailable" data-failure={kind}>
      <h1 style={{ margin: '24vh 0 12px' }}>{heading}</h1>
      <p className="troo-muted">{text}</p>
      <div style={{ maxWidth: 280, margin: '24px auto 0' }}>
        {/* Code that failed, or files refused, fail again the same way: only a reload (perhaps a newer release) can help. */}
        <Button onClick={kind === 'code' || kind === 'integrity' ? () => reloadPage() : retry}>{action}</Button>
      </div>
    </main>
  );
}
