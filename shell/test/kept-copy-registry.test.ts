import { KEPT_PAGE_META } from '@troo/shared/route-manifest';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

// A page shown from the phone's kept copy asks the server which versions are live before it runs
// any remote: after a rollback it runs the version the server has live, not the one it kept.

const live = (version: string) => ({
  remotes: [
    {
      name: 'ordering',
      version,
      entry: `/remotes/ordering/${version}/remoteEntry.js`,
      integrity: `sha256-${version}`,
      routes: [{ path: `/${version}`, screen: 'QrLanding', audience: 'customer' }],
    },
  ],
});

/** The page as the server wrote it (its registry island, naming `version`), kept on the phone or not. */
function page(version: string, { kept }: { kept: boolean }) {
  document.head.innerHTML = '';
  const island = document.createElement('script');
  island.type = 'application/json';
  island.id = 'troo-registry';
  island.textContent = JSON.stringify({ ...live(version), pageToken: 'signed-for-' + version });
  document.head.append(island);
  // The stylesheet its first paint is drawn with (the screen's chunk, as rspack's css loader knows it), and the shell's.
  document.head.insertAdjacentHTML(
    'beforeend',
    `<link rel="stylesheet" href="/remotes/ordering/${version}/screen.css" data-rspack="chunk-7"><link rel="stylesheet" href="/assets/shell.css">`,
  );
  if (kept) {
    const mark = document.createElement('meta');
    mark.name = KEPT_PAGE_META;
    mark.content = '2026-11-27T10:00:00.000Z';
    document.head.append(mark);
  }
}

/** The shell's start as bootstrap.tsx runs it: ask (on a kept copy), then register the registry it chose. */
async function start() {
  const { askLiveRegistryForKeptCopy, KEPT_COPY_REGISTRY_DEADLINE_MS } = await import('../src/remotes/kept-copy-registry');
  const { keptCopyAnswered, registryFromPage } = await import('../src/remotes/registry');
  const { registerRemotes } = await import('@module-federation/enhanced/runtime');
  return {
    deadline: KEPT_COPY_REGISTRY_DEADLINE_MS,
    asked: askLiveRegistryForKeptCopy(),
    run: async (asked: ReturnType<typeof askLiveRegistryForKeptCopy>) => {
      keptCopyAnswered(await asked);
      return { registry: registryFromPage(), registered: (registerRemotes as jest.Mock).mock.lastCall?.[0] as unknown };
    },
  };
}

/** The page's stylesheets: their address and the chunk the css loader would take each for. */
const stylesheets = () =>
  Array.from(document.querySelectorAll('link[rel="stylesheet"]'), (link) => [link.getAttribute('href'), link.getAttribute('data-rspack')]);

const answering = (registry: unknown) => jest.fn(async () => ({ ok: true, json: async () => registry })) as unknown as typeof fetch;

describe('the registry a kept copy of the page runs', () => {
  beforeEach(() => {
    jest.resetModules();
    jest.useRealTimers();
  });

  it("is the server's when its live versions differ from the kept page's (a rollback): its entry, integrity and routes, no page token", async () => {
    page('v2-bad', { kept: true });
    global.fetch = answering(live('v1'));
    const { asked, run } = await start();
    const { registry, registered } = await run(asked);

    expect(global.fetch).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(registry).toEqual(live('v1'));
    expect(registered).toEqual([{ name: 'ordering', entry: '/remotes/ordering/v1/remoteEntry.js' }]);

    // The rolled-back version's stylesheet styles the first paint, but v1's css loader does not take
    // it for its own; it goes with the first paint.
    expect(stylesheets()).toEqual([
      ['/remotes/ordering/v2-bad/screen.css', null],
      ['/assets/shell.css', null],
    ]);
    const { dropStaleStylesheets } = await import('../src/remotes/stale-stylesheets');
    dropStaleStylesheets();
    expect(stylesheets()).toEqual([['/assets/shell.css', null]]);
  });

  it("is the page's own when the server has the same versions live, its page token with it", async () => {
    page('v1', { kept: true });
    global.fetch = answering(live('v1'));
    const { asked, run } = await start();
    const { registry } = await run(asked);

    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(registry).toEqual({ ...live('v1'), pageToken: 'signed-for-v1' });
    const { dropStaleStylesheets } = await import('../src/remotes/stale-stylesheets');
    dropStaleStylesheets();
    expect(stylesheets()).toEqual([
      ['/remotes/ordering/v1/screen.css', 'chunk-7'],
      ['/assets/shell.css', null],
    ]);
  });

  it("is the page's own when the server has not answered by the deadline", async () => {
    jest.useFakeTimers();
    page('v2-bad', { kept: true });
    let aborted = false;
    global.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          }),
        ),
    ) as unknown as typeof fetch;
    const { asked, run, deadline } = await start();
    jest.advanceTimersByTime(deadline - 1);
    expect(aborted).toBe(false);
    jest.advanceTimersByTime(1);
    const { registry } = await run(asked);

    expect(aborted).toBe(true);
    expect(registry).toEqual({ ...live('v2-bad'), pageToken: 'signed-for-v2-bad' });
  });

  it("is the page's own offline (the request fails), or when the server refuses", async () => {
    page('v2-bad', { kept: true });
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await start();
    expect((await offline.run(offline.asked)).registry?.remotes[0]?.version).toBe('v2-bad');

    jest.resetModules();
    global.fetch = jest.fn(async () => ({ ok: false, status: 503, json: async () => ({}) })) as unknown as typeof fetch;
    const refused = await start();
    expect((await refused.run(refused.asked)).registry?.remotes[0]?.version).toBe('v2-bad');
  });

  it('is not asked for on a page the server just sent', async () => {
    page('v1', { kept: false });
    global.fetch = answering(live('v2'));
    const { asked, run } = await start();
    expect(await asked).toBeNull();
    const { registry } = await run(asked);

    expect(global.fetch).not.toHaveBeenCalled();
    expect(registry).toEqual({ ...live('v1'), pageToken: 'signed-for-v1' });
  });
});
