import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteErrorBoundary } from '../src/remotes/RemoteErrorBoundary';
import { RemoteRetryContext, RemoteUnavailable } from '../src/remotes/RemoteUnavailable';

let crash = true;
function Flaky() {
  if (crash) throw new Error('remote screen crashed');
  return <p>remote screen</p>;
}

function Harness() {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteRetryContext.Provider value={{ remote: 'kitchen', retry: () => setAttempt((n) => n + 1) }}>
      <RemoteErrorBoundary resetKey={attempt} fallback={<RemoteUnavailable />}>
        <Flaky />
      </RemoteErrorBoundary>
      <p>rest of the page</p>
    </RemoteRetryContext.Provider>
  );
}

describe('a crashing remote screen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the unavailable screen in its place while the rest of the page keeps working, and recovers on Try again', async () => {
    crash = true;
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'This part of Troo is unavailable' })).toBeInTheDocument();
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('remote screen')).toBeInTheDocument();
  });
});
