import { apiCall } from '@troo/shared';
import { REMOTE_ERROR_MESSAGE_MAX } from '@troo/shared/contract';
import { failureKind, messageOf } from './failure-kind';
import { registryFromPage } from './registry';

/** Reports one page load sends at most: a screen that fails on every tap does not flood the server. */
const MAX_REPORTS_PER_PAGE = 10;
const sent = new Set<string>();

/**
 * Tells the server that a remote's screen failed (POST /remote-errors), so an operator sees it
 * counted against that version: the remote, its version on this page, the route as declared (never
 * the address, whose ids and query may name someone), the kind and the error's message, cut short,
 * with the token the server wrote into the page.
 * Once per remote, kind and message per page load; a report that cannot be sent is dropped.
 */
export function reportRemoteFailure(remote: string, route: string, error: unknown): void {
  const page = registryFromPage();
  const version = page?.remotes.find((live) => live.name === remote)?.version;
  if (!version) return;
  const kind = failureKind(error);
  const message = messageOf(error).slice(0, REMOTE_ERROR_MESSAGE_MAX);
  const key = `${remote}\n${kind}\n${message}`;
  if (sent.has(key) || sent.size >= MAX_REPORTS_PER_PAGE) return;
  sent.add(key);
  // The page's token is what makes the report count: the server's word that it served this version.
  const pageToken = page?.pageToken;
  apiCall(
    'POST /remote-errors',
    { body: { remote, version, route, kind, message, ...(pageToken ? { pageToken } : {}) } },
    { silent: true, skipAuth: true },
  ).catch(() => undefined);
}
