import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPage } from '../src/errors/reload-page';
import { RemoteErrorBoundary } from '../src/remotes/RemoteErrorBoundary';
import { RemoteRetryContext, RemoteUnavailable } from '../src/remotes/RemoteUnavailable';

// jsdom's location.reload cannot be spied on: the button's reload is stood in for here.
jest.mock('../src/errors/reload-page', () => ({ reloadPage: jest.fn() }));

let failure: Error | null = null;
function Flaky() {
  if (failure) throw failure;
  return <p>remote screen</p>;
}

function Harness() {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteRetryContext.Provider value={{ remote: '', route: '/demo/tip/:mode', retry: () => setAttempt((n) => n + 1) }}>
      <RemoteErrorBoundary resetKey={attempt} fallback={(error) => <RemoteUnavailable error={error} />}>
        <Flaky />
      </RemoteErrorBoundary>
      <p>rest of the page</p>
    </RemoteRetryContext.Provider>
  );
}

describe('a remote screen that fails', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('that crashes while drawing says the screen failed to start, not the connection, and offers a reload', async () => {
    failure = new TypeError("Cannot read properties of undefined (reading 'items')");
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'This screen failed to start' })).toBeInTheDocument();
    expect(screen.queryByText('Check your connection, then try again.')).not.toBeInTheDocument();
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('whose files did not arrive asks to check the connection, and recovers on Try again', async () => {
    failure = Object.assign(new Error('Loading chunk 441 failed.\n(error: /remotes/checkout/v1/441.js)'), { name: 'ChunkLoadError' });
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'This part of Troo is unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Check your connection, then try again.')).toBeInTheDocument();
    failure = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('remote screen')).toBeInTheDocument();
  });
});
