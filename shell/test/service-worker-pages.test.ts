/**
 * @jest-environment node
 */
import { KEEP_OFFLINE_HEADER, WORKER_COPY_HEADER } from '@troo/shared/route-manifest';
import { PAGES } from '../service-worker/caches';
import type * as Pages from '../service-worker/pages';

// A page load the worker answers from the phone: the kept copy at once, and the server's page
// for the next load only once this one was shown (not while the phone draws it). The browser's
// Cache API is stood in for by a map (the browser tests use the real one).

class MemoryCache {
  private entries = new Map<string, Response>();
  async match(key: string | Request) {
    return this.entries.get(typeof key === 'string' ? key : key.url)?.clone();
  }
  async put(key: string | Request, response: Response) {
    this.entries.set(typeof key === 'string' ? key : key.url, response);
  }
  async delete(key: string | Request) {
    return this.entries.delete(typeof key === 'string' ? key : key.url);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

const stores = new Map<string, MemoryCache>();
const open = async (name: string) => stores.get(name) ?? stores.set(name, new MemoryCache()).get(name)!;
Object.assign(globalThis, {
  caches: {
    open,
    match: async (key: string, options?: { cacheName?: string }) => (await open(options?.cacheName ?? PAGES)).match(key),
  },
});

const MENU = 'https://troo.example/demo/mama-put-kitchen/items/online_ordering';
const page = (body: string) =>
  new Response(`<!doctype html><html><head></head><body>${body}</body></html>`, {
    headers: { 'Content-Type': 'text/html', [KEEP_OFFLINE_HEADER]: 'keep' },
  });
const keptText = async () => (await (await open(PAGES)).match(MENU))?.text();

// A fresh worker for each test: loads still waiting for their page to be shown are the worker's memory.
let answerPage: typeof Pages.answerPage;
let keptPageShown: typeof Pages.keptPageShown;
let keepLoadedPage: typeof Pages.keepLoadedPage;
let fetchMock: jest.Mock;
let background: Promise<unknown>[];
const load = async (url = MENU) => {
  const response = await answerPage(new Request(url), (work) => background.push(work));
  return response.text();
};
const settled = async () => {
  await new Promise((resolve) => setImmediate(resolve));
  await Promise.all(background);
};

beforeEach(async () => {
  jest.isolateModules(() => {
    ({ answerPage, keptPageShown, keepLoadedPage } = jest.requireActual<typeof Pages>('../service-worker/pages'));
  });
  stores.clear();
  background = [];
  fetchMock = jest.fn(async () => page('Menu as the server draws it today'));
  Object.assign(globalThis, { fetch: fetchMock });
  await (await open(PAGES)).put(MENU, page('Menu kept yesterday'));
});

// The worker's own wait (ten seconds at the latest) runs on a clock the tests move.
beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] }));
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

describe('a diner coming back to a page the phone kept', () => {
  it('is shown the kept copy at once, and the server is not asked while the phone draws it', async () => {
    expect(await load()).toContain('Menu kept yesterday');
    await new Promise((resolve) => setImmediate(resolve));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gets the server’s page for the next load once the page says it was shown', async () => {
    await load();
    keptPageShown(`${MENU}#basket`); // the same page whatever its fragment
    await settled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await keptText()).toContain('Menu as the server draws it today');
    expect(await load()).toContain('Menu as the server draws it today');
  });

  it('is not refreshed by another page being shown', async () => {
    await load();
    keptPageShown('https://troo.example/demo/basket/online_ordering');
    await new Promise((resolve) => setImmediate(resolve));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gets the server’s page anyway ten seconds on when the page never says (closed at once, or an older shell)', async () => {
    await load();
    jest.advanceTimersByTime(9_999);
    await new Promise((resolve) => setImmediate(resolve));
    expect(fetchMock).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await settled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await keptText()).toContain('Menu as the server draws it today');
  });

  it('asks the server once per load: two loads of the same copy, one word from the page starts both', async () => {
    await load();
    await load();
    keptPageShown(MENU);
    await settled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    keptPageShown(MENU);
    await settled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('a first visit (nothing kept)', () => {
  it('is the network’s answer at once, kept for the next load', async () => {
    await (await open(PAGES)).delete(MENU);
    expect(await load()).toContain('Menu as the server draws it today');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await settled();
    expect(await keptText()).toContain('Menu as the server draws it today');
  });
});

describe('a first visit, before the worker controlled the page', () => {
  it('keeps the page it loaded from the browser’s cache, marked as the worker’s copy so the server counts no second load', async () => {
    await (await open(PAGES)).delete(MENU);
    await keepLoadedPage(MENU);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(MENU);
    expect(init).toMatchObject({ cache: 'force-cache', headers: { [WORKER_COPY_HEADER]: 'keep' } });
    expect(await keptText()).toContain('Menu as the server draws it today');
  });

  it('sends its own loads unmarked: the one request the server sees of a load shown from a kept copy counts', async () => {
    await load();
    keptPageShown(MENU);
    await settled();
    const [request] = fetchMock.mock.calls[0] as [Request];
    expect(request.headers.get(WORKER_COPY_HEADER)).toBeNull();
  });
});
