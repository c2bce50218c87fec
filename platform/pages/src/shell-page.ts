import { createHash } from 'node:crypto';
import { REGISTRY_ELEMENT_ID, type LiveRemote } from '@troo/shared/route-manifest';
import { startupGuardTag } from './startup-guard.js';

/** A release file the page names: its URL, and the hash the browser must find in it (absent for a release without a record). */
export interface PageAsset {
  url: string;
  integrity?: string;
  /** A stylesheet's chunk as its app's loader names it ('shell:chunk-633'), so the loader finds the link the page already has. */
  chunk?: string;
}

/** What the server writes into the shell's page for one address, so the shell need not ask for it. */
export interface PageData {
  /** The live registry, as /remotes.json answers it. */
  remotes: LiveRemote[];
  /** The files the page will load at start-up, hinted so the browser fetches them all at once. */
  preloads: PageAsset[];
  /** Answers of the route's first public reads, keyed as the screens' reads key them. */
  firstReads: Record<string, unknown>;
  /** The screen's markup, drawn from its first reads, painted before any script runs. */
  firstPaint?: string | null;
  /** The server's signed word that it served this page these versions (remotes/page-token.ts), for the phone's error reports. */
  pageToken?: string;
  /** The route answering the address, as its remote declares it: what a report of a shell that cannot start names. */
  route?: string | null;
}

/**
 * JSON that is safe inside <script type="application/json">: nothing in it can close the element
 * or start a comment (</script>, <!--), whatever a business calls itself.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Where a shell version's files are served (its release folder, here or under RELEASES_BASE_URL):
 * its page and hints name them there.
 */
export const shellBase = (version: string, releasesBaseUrl: string | null = null) => `${releasesBaseUrl ?? ''}/remotes/shell/${version}/`;

/**
 * The folder the shell's build names its main script under (the host's HtmlRspackPlugin publicPath
 * in rspack.shared.js): the page is drawn with the live version's folder in its place. The scripts
 * find the rest from there (publicPath 'auto'), so an open page keeps loading its own version's chunks.
 */
export const SHELL_BASE_PLACEHOLDER = shellBase('__TROO_SHELL_VERSION__');

/** A shell version's index.html as every page starts from it: its files in its folder, the runtime settings written in. */
export function shellTemplateOf(
  indexHtml: string,
  version: string,
  settings: Record<string, unknown>,
  releasesBaseUrl: string | null = null,
): string {
  const meta = `<meta name="troo-config" content="${escapeAttribute(JSON.stringify(settings))}">`;
  return indexHtml
    .split(SHELL_BASE_PLACEHOLDER)
    .join(shellBase(version, releasesBaseUrl))
    .replace(/<meta name="?troo-config"?[^>]*>/, () => meta);
}

/**
 * With a first paint, the route's css is linked (the markup needs it to paint), not only hinted.
 * Fetched with CORS, as the runtimes load every release file (output.crossOriginLoading), so the hint
 * is the very request they make, and the browser checks the file against its recorded hash.
 */
function assetLink({ url, integrity, chunk }: PageAsset, firstPaint: boolean): string {
  const attributes = `href="${escapeAttribute(url)}"${integrity ? ` integrity="${escapeAttribute(integrity)}"` : ''} crossorigin`;
  if (!url.endsWith('.css')) return `<link rel="preload" ${attributes} as="script">`;
  const loadedAs = chunk ? ` data-rspack="${escapeAttribute(chunk)}"` : '';
  return firstPaint ? `<link rel="stylesheet" ${attributes}${loadedAs}>` : `<link rel="preload" ${attributes} as="style">`;
}

/** The shell's index.html with the page's hints written into its head and its data after the root. */
export function shellPageFor(template: string, data: PageData): string {
  // The first paint's own hints (its largest image) go first: nothing else is wanted sooner.
  const paintHints = data.firstPaint ? (/^(?:<link [^>]*>)+/.exec(data.firstPaint)?.[0] ?? '') : '';
  const head = [
    // First: it must be listening before the shell's main script can fail.
    startupGuardTag(data.route ?? null),
    paintHints,
    // Style before scripts: a browser opens few connections at once, and the first paint waits for the css.
    ...[...data.preloads.filter(({ url }) => url.endsWith('.css')), ...data.preloads.filter(({ url }) => !url.endsWith('.css'))].map(
      (asset) => assetLink(asset, Boolean(data.firstPaint)),
    ),
  ].join('');
  // After the painted screen, not in the head: the browser parses a page in slices, and with the
  // data first (the registry alone is some 7 KB) the paint's markup came in a later slice, after
  // the cached main script had run: the phone showed a blank page for that long on a visit back.
  const islands = [
    `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">${inlineJson({ remotes: data.remotes, ...(data.pageToken ? { pageToken: data.pageToken } : {}) })}</script>`,
    ...(Object.keys(data.firstReads).length
      ? [`<script type="application/json" id="troo-first-reads">${inlineJson(data.firstReads)}</script>`]
      : []),
  ].join('');
  // Replacer functions, never replacement strings: a business called "$'" must stay text, not a pattern.
  // Beside the root, not in it: React fills the root while this stays painted, and the shell removes
  // it in the same frame as the screen appears (shell/src/first-paint). A picture only: inert and
  // hidden from assistive technology, so nobody types into, or is read, a form about to be replaced.
  const painted = data.firstPaint
    ? `<div id="troo-first-paint" inert aria-hidden="true">${data.firstPaint.slice(paintHints.length)}</div>`
    : '';
  const page = template
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `${painted}<div id="root"></div>${islands}`);
  return data.firstPaint ? startingAfterPaint(page) : page;
}

/**
 * Starts the shell's main script after the painted screen is on the glass. A deferred script runs as
 * soon as the page is parsed, before the browser's first frame: on a visit back, with every file on
 * the phone, the diner saw nothing until the federation runtime had started.
 */
export const STARTER =
  "(function(){var go=function(){if(go.done)return;go.done=1;var m=document.getElementById('troo-main'),s=document.createElement('script');" +
  's.integrity=m.integrity;s.crossOrigin=m.crossOrigin;s.src=m.href;document.body.appendChild(s)};' +
  'requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,250)})()';
export const STARTER_HASH = `'sha256-${createHash('sha256').update(STARTER).digest('base64')}'`;

/** The main script's tag as the shell's build writes it (its integrity and crossorigin included, any order). */
const MAIN_SCRIPT = /<script ((?:[\w-]+(?:="[^"]*")? )*?)src="([^"]+)"((?: [\w-]+(?:="[^"]*")?)*)><\/script>/;

function startingAfterPaint(page: string): string {
  return page.replace(MAIN_SCRIPT, (_, before: string, src: string, after: string) => {
    const attributes = `${before} ${after}`;
    const integrity = /\bintegrity="([^"]*)"/.exec(attributes)?.[1];
    const crossOrigin = /\bcrossorigin\b/.test(attributes) ? ' crossorigin' : '';
    return `<link id="troo-main" rel="preload" href="${src}"${integrity ? ` integrity="${integrity}"` : ''}${crossOrigin} as="script"><script>${STARTER}</script>`;
  });
}

/** A strong validator of the page as sent: a release, a rollback or new data changes it. */
export const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
