import assert from 'node:assert/strict';
import { createHash, webcrypto } from 'node:crypto';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { createContext, runInContext } from 'node:vm';
import { START_FAILED_EVENT, START_TIMEOUT_MS, STARTED_ATTRIBUTE } from '@troo/shared/route-manifest';
import { START_FAILURE_TEXTS, STARTUP_GUARD } from '../../platform/pages/src/startup-guard.js';

// The page's inline guard for a shell that cannot start, run as a page runs it (its own script, no
// modules) on the smallest page it needs: what it shows and what it reports for a start that stalls,
// one that fails in its code, and a shell file that fails (refused for its integrity, or not there).
// The browser tests (integrity.spec.ts, shell-start-failures.spec.ts) show it on a real page.

const SHELL = 'https://troo.test/remotes/shell/0.1.0-abc';
const MAIN = `${SHELL}/assets/main.1.js`;
const sri = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

interface FakeElement {
  tagName: string;
  textContent: string;
  attributes: Record<string, string>;
  children: FakeElement[];
  style: Record<string, string>;
  setAttribute(name: string, value: string): void;
  getAttribute(name: string): string | null;
  appendChild(child: FakeElement): void;
}
const element = (tag: string): FakeElement => ({
  tagName: tag.toUpperCase(),
  textContent: '',
  attributes: {},
  children: [],
  style: {},
  setAttribute(name, value) {
    this.attributes[name] = value;
  },
  getAttribute(name) {
    return this.attributes[name] ?? null;
  },
  appendChild(child) {
    this.children.push(child);
  },
});

/** A page at /start-order whose main script is MAIN; `files` is what the file host now answers. */
function guardedPage(files: Record<string, string> = {}) {
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  const on = (type: string, listener: (event: unknown) => void) => (listeners[type] ??= []).push(listener);
  const started = new Set<string>();
  const body = element('body');
  const guardTag = element('script');
  guardTag.setAttribute('data-route', '/start-order');
  const reports: Record<string, unknown>[] = [];
  let reported: (report: Record<string, unknown>) => void = () => undefined;
  const fetch = async (url: string, init?: { method?: string; body?: string }) => {
    if (init?.method === 'POST') {
      const report = JSON.parse(init.body!) as Record<string, unknown>;
      reports.push({ url, ...report });
      reported(report);
      return { ok: true };
    }
    if (!(url in files)) throw new TypeError('Failed to fetch');
    return { ok: true, arrayBuffer: async () => Buffer.from(files[url]!) };
  };
  const document = {
    currentScript: guardTag,
    body,
    documentElement: { hasAttribute: (name: string) => started.has(name) },
    createElement: element,
    addEventListener: on,
    getElementById: () => null,
    querySelector: (selector: string) =>
      selector.includes('troo-config')
        ? { content: '{"apiBaseUrl":"/api"}' }
        : selector.includes('/remotes/shell/')
          ? { href: MAIN }
          : null,
  };
  const window = { addEventListener: on, fetch, crypto: webcrypto };
  const context = createContext({
    window,
    document,
    fetch,
    crypto: webcrypto,
    btoa,
    location: { reload: () => undefined },
    // Looked up at each call: node:test's mock timers stand in for the global one.
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  });
  runInContext(STARTUP_GUARD, context);
  return {
    reports,
    nextReport: () => new Promise<Record<string, unknown>>((resolve) => (reported = resolve)),
    /** The message the page shows: its kind, heading, text and button. */
    shown: () => {
      const box = body.children[0];
      return (
        box && {
          kind: box.getAttribute('data-failure'),
          role: box.getAttribute('role'),
          texts: box.children.map((child) => child.textContent),
        }
      );
    },
    markStarted: () => started.add(STARTED_ATTRIBUTE),
    scriptFailed: (src: string, integrity: string) =>
      listeners.error!.forEach((listener) => listener({ target: { tagName: 'SCRIPT', src, integrity } })),
    startFailed: (message: string) => listeners[START_FAILED_EVENT]!.forEach((listener) => listener({ detail: { message } })),
  };
}

describe("the page's guard for a shell that cannot start", () => {
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
  afterEach(() => mock.timers.reset());

  it(`shows "taking too long" with Reload and reports timeout when the shell has not started within ${START_TIMEOUT_MS / 1000} s`, () => {
    const page = guardedPage();
    mock.timers.tick(START_TIMEOUT_MS - 1);
    assert.equal(page.shown(), undefined);
    mock.timers.tick(1);
    assert.deepEqual(page.shown(), { kind: 'timeout', role: 'alert', texts: [...START_FAILURE_TEXTS.timeout, 'Reload'] });
    assert.deepEqual(page.reports, [
      {
        url: '/api/remote-errors',
        remote: 'shell',
        version: '0.1.0-abc',
        route: '/start-order',
        kind: 'timeout',
        message: `the shell did not start within ${START_TIMEOUT_MS / 1000} s`,
      },
    ]);
  });

  it('stays silent once the shell has started: its own fallbacks speak from then on', () => {
    const page = guardedPage({ [MAIN]: 'changed' });
    page.markStarted();
    mock.timers.tick(START_TIMEOUT_MS);
    page.startFailed('TypeError: late');
    page.scriptFailed(MAIN, sri('published'));
    assert.equal(page.shown(), undefined);
    assert.deepEqual(page.reports, []);
  });

  it('says a start that failed in its code is not the connection, and reports code', () => {
    const page = guardedPage();
    page.startFailed('TypeError: x is not a function');
    assert.deepEqual(page.shown(), { kind: 'code', role: 'alert', texts: [...START_FAILURE_TEXTS.code, 'Reload'] });
    assert.doesNotMatch(START_FAILURE_TEXTS.code[1], /check your connection/i);
    assert.equal(page.reports[0]!.kind, 'code');
    assert.equal(page.reports[0]!.message, 'TypeError: x is not a function');
  });

  it('tells a shell file refused for its integrity (it arrives, changed) from one that did not arrive or arrives as published', async () => {
    const chunk = `${SHELL}/assets/react.2.js`;
    for (const [served, kind] of [
      ['changed', 'integrity'],
      [undefined, 'load'],
      ['published', 'load'],
    ] as const) {
      const page = guardedPage(served ? { [chunk]: served } : {});
      const report = page.nextReport();
      page.scriptFailed(chunk, sri('published'));
      assert.equal((await report).kind, kind, String(served));
      assert.equal(page.shown()!.kind, kind);
      assert.deepEqual(page.shown()!.texts, [...START_FAILURE_TEXTS[kind], 'Reload']);
      assert.match(String((await report).message), new RegExp(`^${chunk.replace(/\./g, '\\.')} `));
      // The start's own rejection that follows says less than the file's failure: not shown over it.
      page.startFailed('ChunkLoadError: Loading chunk 2 failed.');
      assert.equal(page.reports.length, 1);
    }
    assert.doesNotMatch(START_FAILURE_TEXTS.integrity[1], /check your connection/i);
  });

  it("leaves a remote's files to the remote's own route", () => {
    const page = guardedPage();
    page.scriptFailed('https://troo.test/remotes/ordering/0.1.0-def/remoteEntry.js', sri('published'));
    assert.equal(page.shown(), undefined);
  });
});
