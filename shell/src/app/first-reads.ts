import { seedQueries } from '@troo/shared';
import type { Dispatch } from 'redux';

/**
 * The answers of the route's first reads, which the server made and wrote into the page: put in
 * the store as the reads' answers, so the screen draws them at once and asks for nothing.
 */
export function seedFirstReads(dispatch: Dispatch) {
  const text = document.getElementById('troo-first-reads')?.textContent;
  if (!text) return;
  try {
    seedQueries(dispatch, JSON.parse(text) as Record<string, unknown>);
  } catch (error) {
    console.warn('[troo] the first reads written into the page could not be read', error); // the screen reads them itself
  }
}
