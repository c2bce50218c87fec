jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const live = (version: string) => ({
  remotes: [{ name: 'ordering', version, entry: `/remotes/ordering/${version}/remoteEntry.js`, routes: [] }],
});

describe('the remote registry of a page load', () => {
  beforeEach(() => {
    jest.resetModules();
    document.head.innerHTML = '';
    global.fetch = jest.fn(async () => ({ ok: true, json: async () => live('v2') })) as unknown as typeof fetch;
  });

  it('comes from the page when the server wrote it in, with no request; a retry asks the server', async () => {
    const island = document.createElement('script');
    island.type = 'application/json';
    island.id = 'troo-registry';
    island.textContent = JSON.stringify(live('v1'));
    document.head.append(island);
    const { loadRegistry, registryFromPage } = await import('../src/remotes/registry');
    const { registerRemotes } = await import('@module-federation/enhanced/runtime');

    expect(registryFromPage()).toEqual(live('v1'));
    expect(await loadRegistry()).toEqual(live('v1'));
    expect(global.fetch).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'ordering', entry: '/remotes/ordering/v1/remoteEntry.js' }]);

    expect(await loadRegistry({ refresh: true })).toEqual(live('v2'));
    expect(global.fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'ordering', entry: '/remotes/ordering/v2/remoteEntry.js' }]);
  });

  it('is fetched from /remotes.json when the page carries none', async () => {
    const { loadRegistry, registryFromPage } = await import('../src/remotes/registry');
    expect(registryFromPage()).toBeNull();
    expect(await loadRegistry()).toEqual(live('v2'));
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });
});
