import type { CDPSession } from '@playwright/test';

/** One request of a page load, as the DevTools protocol reported it. Times in ms on the page's clock. */
export interface RecordedRequest {
  id: string;
  url: string;
  /** DevTools resource type: Document, Script, Stylesheet, Fetch, XHR, Image, Font… */
  type: string;
  start: number;
  /** When its response headers arrived (the HTML parser starts on the first bytes). */
  response: number | null;
  /** When its last byte arrived; null if it failed or never finished. */
  end: number | null;
  /** How it was found: by the HTML/CSS parser (or a preload), or by running script. */
  initiatedBy: 'parser' | 'script' | 'other';
  /** The document, stylesheet or scripts (the whole stack) that asked for it. */
  initiatorUrls: string[];
  /** The call its stack (async parents included) starts from: shared by a batch asked for at once. */
  askedFrom: string;
  /** Bytes received, headers included (what the network carried); 0 when the cache answered. */
  wireBytes: number;
  fromCache: boolean;
}

type Initiator = { type: string; url?: string; stack?: StackTrace };
type StackTrace = { callFrames: { url: string; lineNumber: number; columnNumber: number }[]; parent?: StackTrace };

function framesOf(stack: StackTrace | undefined) {
  const frames = [];
  for (let s = stack; s; s = s.parent) frames.push(...s.callFrames);
  return frames;
}

/**
 * Starts recording a page's requests (call before navigating). `finish()` returns them with times
 * in ms on the page's own clock, given when the page says its document fetch started.
 */
export function recordRequests(cdp: CDPSession): {
  /** Requests asked for and not yet finished or failed. */
  inFlight: () => number;
  /** Milliseconds since the last request started, finished or failed. */
  quietFor: () => number;
  finish: (documentFetchStart: number) => RecordedRequest[];
} {
  type Raw = Omit<RecordedRequest, 'start' | 'response' | 'end'> & { startTs: number; responseTs: number | null; endTs: number | null };
  const requests = new Map<string, Raw>();
  const pending = new Set<string>();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (/^(data|blob):/.test(event.request.url)) return;
    pending.add(event.requestId);
    lastActivity = Date.now();
  });
  const settle = (event: { requestId: string }) => {
    pending.delete(event.requestId);
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', settle);
  cdp.on('Network.loadingFailed', settle);
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = event.request.url;
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    const existing = requests.get(event.requestId);
    if (existing) {
      existing.url = url; // a redirect: same request, new address
      return;
    }
    const initiator = event.initiator as Initiator;
    const scripted = initiator.type === 'script' || Boolean(initiator.stack?.callFrames.length);
    requests.set(event.requestId, {
      id: event.requestId,
      url,
      type: event.type ?? 'Other',
      startTs: event.timestamp,
      responseTs: null,
      endTs: null,
      initiatedBy: scripted ? 'script' : initiator.type === 'parser' || initiator.type === 'preload' ? 'parser' : 'other',
      initiatorUrls: [
        ...(initiator.url ? [initiator.url] : []),
        ...framesOf(initiator.stack)
          .map((frame) => frame.url)
          .filter(Boolean),
      ],
      askedFrom:
        framesOf(initiator.stack)
          .map((frame) => `${frame.url}:${frame.lineNumber}:${frame.columnNumber}`)
          .at(-1) ?? '',
      wireBytes: 0,
      fromCache: false,
    });
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.fromCache = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.type = event.type;
    request.responseTs = event.timestamp;
    if (event.response.fromDiskCache || event.response.fromPrefetchCache || event.response.fromServiceWorker) request.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.endTs = event.timestamp;
    request.wireBytes = request.fromCache ? 0 : event.encodedDataLength;
  });

  return {
    inFlight: () => pending.size,
    quietFor: () => Date.now() - lastActivity,
    finish: (documentFetchStart) => {
      const all = [...requests.values()];
      const document = all.find((request) => request.type === 'Document') ?? all[0];
      const origin = document?.startTs ?? 0;
      const onPageClock = (ts: number) => (ts - origin) * 1000 + documentFetchStart;
      const at = (ts: number | null) => (ts === null ? null : onPageClock(ts));
      return all.map(({ startTs, responseTs, endTs, ...request }) => ({
        ...request,
        start: onPageClock(startTs),
        response: at(responseTs),
        end: at(endTs),
      }));
    },
  };
}

// What script can be held up by: code (and the styles a code chunk brings) and data. Images and
// fonts finish on their own; nothing waits on them to ask for more.
const GATES = new Set(['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR']);

/**
 * The request each one waited on. A request the HTML or CSS parser found (or a preload) waited on
 * that document or stylesheet. One that script asked for waited on whatever script was waiting
 * for, which its stack does not show (a chunk loader awaits every chunk; a remote's entry waits on
 * /remotes.json; an image on the API answer naming it): so, by timing, the last code, style or
 * data response to finish before it started — other than one asked for from the same call (a
 * batch asked for at once, which a warm cache answers one by one while the rest are still asked for).
 */
function parentOf(request: RecordedRequest, all: RecordedRequest[]): RecordedRequest | null {
  let parent: RecordedRequest | null = null;
  let parentReady = -Infinity;
  for (const candidate of all) {
    if (candidate === request) continue;
    // The HTML parser acts on the first bytes of a document; everything else is used once complete.
    const ready = candidate.type === 'Document' ? candidate.response : candidate.end;
    if (ready === null || ready > request.start) continue;
    const possible =
      request.initiatedBy === 'parser'
        ? request.initiatorUrls.includes(candidate.url)
        : GATES.has(candidate.type) && !(request.askedFrom && candidate.askedFrom === request.askedFrom);
    if (possible && ready > parentReady) {
      parent = candidate;
      parentReady = ready;
    }
  }
  return parent;
}

/** Each request with the one it waited on (null for the document and anything unexplained). */
export function parentsOf(all: RecordedRequest[]): Map<RecordedRequest, RecordedRequest | null> {
  return new Map(all.map((request) => [request, parentOf(request, all)]));
}

/** The longest run of requests each waiting on the one before, among those done by `before` ms. */
export function longestChain(all: RecordedRequest[], before: number | null): RecordedRequest[] {
  const done = all.filter((request) => request.end !== null && (before === null || request.end <= before));
  const parents = parentsOf(done);
  const chainTo = (request: RecordedRequest): RecordedRequest[] => {
    const chain = [request];
    for (let parent = parents.get(request); parent; parent = parents.get(parent)) chain.unshift(parent);
    return chain;
  };
  let longest: RecordedRequest[] = [];
  for (const request of done) {
    const chain = chainTo(request);
    if (chain.length > longest.length || (chain.length === longest.length && request.end! > longest.at(-1)!.end!)) longest = chain;
  }
  return longest;
}
