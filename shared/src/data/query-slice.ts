import { isCacheKeyOf } from '../contract/cache-key';
import { defineSlice } from '../store/define-slice';

/** A failed read, kept serialisable for the store: the message to show and the HTTP status, if any. */
export interface QueryError {
  message: string;
  status: number | null;
}

/** One read's latest answer, keyed by call id and input. `stale` asks mounted readers to fetch it again. */
export interface QueryEntry {
  status: 'loading' | 'success' | 'error';
  data?: unknown;
  error?: QueryError;
  stale: boolean;
}

export type QueriesState = Record<string, QueryEntry>;

/**
 * The answers of server reads, shared by every screen that shows them (one request for two readers,
 * an answer kept between visits). In memory only: never persisted, cleared with the session.
 */
const noQueries: QueriesState = {};

export const queriesSlice = defineSlice(
  'queries',
  noQueries,
  {
    started: (state: QueriesState, key: string): QueriesState => {
      const entry = state[key];
      return { ...state, [key]: { ...entry, status: entry?.data === undefined ? 'loading' : entry.status, stale: false } };
    },
    /** `stale`: an answer to show at once and ask for again (one the phone kept from an earlier load). */
    succeeded: (state: QueriesState, { key, data, stale = false }: { key: string; data: unknown; stale?: boolean }): QueriesState => ({
      ...state,
      [key]: { status: 'success', data, stale },
    }),
    // A refresh that reached no server (offline) leaves the answer on screen as the phone last had
    // it (a menu kept for offline browsing); one the server refused is shown as a failure.
    failed: (state: QueriesState, { key, error }: { key: string; error: QueryError }): QueriesState => {
      const entry = state[key];
      if (error.status === null && entry?.data !== undefined) return { ...state, [key]: { ...entry, status: 'success', stale: false } };
      return { ...state, [key]: { ...entry, status: 'error', error, stale: false } };
    },
    /** Every read of a call (its id, e.g. 'GET /branch/getBranch') is fetched again by whoever shows it. */
    invalidate: (state: QueriesState, callId: string): QueriesState =>
      Object.fromEntries(Object.entries(state).map(([key, entry]) => [key, isCacheKeyOf(key, callId) ? { ...entry, stale: true } : entry])),
  },
  { resetsWithSession: true },
);

/**
 * Answers the server already made (a page's first reads), put in the store as those reads' answers;
 * `stale` when the page may be old (kept on the phone), so each is shown and asked for again.
 */
export function seedQueries(
  dispatch: (action: ReturnType<typeof queriesSlice.actions.succeeded>) => unknown,
  answers: Record<string, unknown>,
  { stale = false } = {},
) {
  for (const [key, data] of Object.entries(answers)) dispatch(queriesSlice.actions.succeeded({ key, data, stale }));
}
