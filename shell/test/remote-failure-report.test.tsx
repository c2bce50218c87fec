import { render, screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fakeApi } from '@troo/shared/testing';
import offlineRemotePlugin from '../src/runtime-plugin/offline-remote';
import { RemoteRoute } from '../src/remotes/RemoteRoute';
import { watchRefusedFiles } from '../src/errors/refused-files';
import { refuseFile, serveFile } from './refused-file';

// The federation runtime at the edge, as in remote-route.test.tsx; the page carries its registry
// (written in before the first render reads it), and the API is faked at the HTTP edge.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const plugin = offlineRemotePlugin();
const mockedLoadRemote = loadRemote as jest.Mock;

const island = document.createElement('script');
island.type = 'application/json';
island.id = 'troo-registry';
island.textContent = JSON.stringify({
  remotes: [{ name: 'checkout', version: 'v7', entry: '/remotes/checkout/v7/remoteEntry.js', routes: [] }],
  pageToken: 'the-servers-signed.page-token',
});
document.head.append(island);

describe('a remote screen that fails on a phone', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('reports the failure with the remote, its version on this page, the declared route, the kind and the page’s token, and nothing else', async () => {
    const api = fakeApi({ 'POST /remote-errors': () => ({ status: 202, body: { message: 'Reported', data: null } }) });
    const strict = new Error('[ Federation Runtime ]: Version 3.0.0 of shared singleton module @troo/shared does not satisfy ^3.1.0');
    mockedLoadRemote.mockImplementationOnce(async (id: string) =>
      plugin.errorLoadRemote!({ id, error: strict, lifecycle: 'onLoad', from: 'runtime', origin: {} } as never),
    );
    render(<RemoteRoute remote="checkout" screen="Tip" route="/demo/tip/:mode" />);

    // Code that failed is not the connection: the screen says so and offers a reload.
    expect(await screen.findByRole('heading', { name: 'This screen failed to start' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]).toMatchObject({ method: 'POST', url: '/remote-errors' });
    expect(api.requests[0]!.body).toEqual({
      remote: 'checkout',
      version: 'v7',
      route: '/demo/tip/:mode',
      kind: 'code',
      message: `Error: ${strict.message}`,
      // Without it the report is logged but never counted toward a canary's verdict.
      pageToken: 'the-servers-signed.page-token',
    });
  });

  it('a file refused for its integrity (it arrives, but changed) says so, never "check your connection", and is reported as integrity', async () => {
    watchRefusedFiles();
    const api = fakeApi({ 'POST /remote-errors': () => ({ status: 202, body: { message: 'Reported', data: null } }) });
    const chunk = 'http://localhost/remotes/checkout/v7/__federation_expose_Tip.js';
    const published = 'var tip = 1;';
    serveFile(chunk, `${published} window.tampered = 1;`);
    const loadFailed = Object.assign(new Error(`Loading chunk 441 failed.\n(error: ${chunk})`), { name: 'ChunkLoadError' });
    mockedLoadRemote.mockImplementationOnce(async (id: string) => {
      await refuseFile(chunk, published);
      return plugin.errorLoadRemote!({ id, error: loadFailed, lifecycle: 'onLoad', from: 'runtime', origin: {} } as never);
    });
    // Another screen: each is loaded once per page (RemoteRoute keeps it).
    render(<RemoteRoute remote="checkout" screen="Basket" route="/demo/basket/:mode" />);

    expect(await screen.findByRole('heading', { name: 'This part of Troo could not be started safely' })).toBeInTheDocument();
    expect(screen.queryByText(/check your connection/i)).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]!.body).toMatchObject({ remote: 'checkout', version: 'v7', kind: 'integrity' });
    expect((api.requests[0]!.body as { message: string }).message).toContain(`${chunk} is not the file its release recorded`);
  });
});
