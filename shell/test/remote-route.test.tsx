import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import offlineRemotePlugin from '../src/runtime-plugin/offline-remote';
import { RemoteRoute } from '../src/remotes/RemoteRoute';

// The federation runtime at the edge: loadRemote answers what the runtime would. On a failed load
// (lifecycle onLoad) the runtime hands back whatever errorLoadRemote returned, as it is.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const plugin = offlineRemotePlugin();
const mockedLoadRemote = loadRemote as jest.Mock;

const registry = (version: string) => ({
  remotes: [{ name: 'checkout', version, entry: `/remotes/checkout/${version}/remoteEntry.js`, routes: [] }],
});

describe('a remote route whose remote fails to load', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let reads = 0;
    global.fetch = jest.fn(async () => ({ ok: true, json: async () => registry(++reads === 1 ? 'v1' : 'v2') })) as unknown as typeof fetch;
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows the plugin's fallback, and on Try again re-reads the registry and loads the screen", async () => {
    mockedLoadRemote
      .mockImplementationOnce(async (id: string) =>
        plugin.errorLoadRemote!({
          id,
          error: new Error('Loading chunk failed'),
          lifecycle: 'onLoad',
          from: 'runtime',
          origin: {},
        } as never),
      )
      .mockImplementationOnce(async () => ({ default: () => <h1>Tip</h1> }));

    const crashes = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RemoteRoute remote="checkout" screen="Tip" route="/demo/tip/:mode" />);

    expect(await screen.findByRole('heading', { name: 'This part of Troo is unavailable' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('checkout/Tip');
    // The plugin's answer was rendered as the screen: nothing threw, so no error boundary was needed.
    expect(crashes).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Tip' })).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'checkout', entry: '/remotes/checkout/v2/remoteEntry.js' }]);
  });
});
