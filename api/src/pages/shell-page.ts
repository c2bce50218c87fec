import { createHash } from 'node:crypto';
import type { LiveRemote } from '@troo/shared/route-manifest';

/** What the server writes into the shell's page for one address, so the shell need not ask for it. */
export interface PageData {
  /** The live registry, as /remotes.json answers it. */
  remotes: LiveRemote[];
  /** The files the page will load at start-up, hinted so the browser fetches them all at once. */
  preloads: string[];
  /** Answers of the route's first public reads, keyed as the screens' reads key them. */
  firstReads: Record<string, unknown>;
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

function preloadLink(url: string): string {
  const as = url.endsWith('.css') ? 'style' : 'script';
  return `<link rel="preload" href="${escapeAttribute(url)}" as="${as}">`;
}

/** The shell's index.html with the page's data and preload hints written into its head. */
export function shellPageFor(template: string, data: PageData): string {
  const head = [
    ...data.preloads.map(preloadLink),
    `<script type="application/json" id="troo-registry">${inlineJson({ remotes: data.remotes })}</script>`,
    ...(Object.keys(data.firstReads).length
      ? [`<script type="application/json" id="troo-first-reads">${inlineJson(data.firstReads)}</script>`]
      : []),
  ].join('');
  return template.replace('</head>', `${head}</head>`);
}

/** A strong validator of the page as sent: a release, a rollback or new data changes it. */
export const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
