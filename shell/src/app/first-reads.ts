import { seedQueries } from '@troo/shared';
import type { Dispatch } from 'redux';
import { isKeptCopy } from './kept-copy';

/**
 * The answers of the route's first reads, which the server made and wrote into the page: put in
 * the store as the reads' answers, so the screen draws them at once and asks for nothing. From a
 * page the phone kept (the service worker's copy, maybe yesterday's), they are drawn at once and
 * asked for again.
 */
export function seedFirstReads(dispatch: Dispatch) {
  const text = document.getElementById('troo-first-reads')?.textContent;
  if (!text) return;
  try {
    seedQueries(dispatch, JSON.parse(text) as Record<string, unknown>, { stale: isKeptCopy() });
  } catch (error) {
    console.warn('[troo] the first reads written into the page could not be read', error); // the screen reads them itself
  }
}
