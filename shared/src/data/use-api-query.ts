import { useCallback, useEffect } from 'react';
import { apiCall, type CallOptions } from '../api/call';
import { apiErrorMessage, apiErrorStatus } from '../api/client';
import type { ApiCalls, CallId, CallInput, CallResult, ScreenCallId } from '../contract';
import { cacheKey } from '../contract/cache-key';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { queriesSlice, type QueryEntry, type QueryError } from './query-slice';

/** What a screen renders from a read: loading, the answer, or the failure with a retry. */
export type Query<T> =
  | { status: 'loading'; data: undefined; error: null; retry: () => void }
  | { status: 'success'; data: T; error: null; retry: () => void }
  /** `data` is the last good answer, if there was one (a refresh failed). */
  | { status: 'error'; data: T | undefined; error: QueryError; retry: () => void };

// One request per key at a time, whoever asks.
const inFlight = new Map<string, Promise<void>>();

/**
 * Reads a call of the contract and keeps its answer in the store: every component asking for the
 * same call and input shares one request and one answer. `input` null means "not yet" (e.g. no
 * business scanned). Failures are logged, not toasted (the screen shows them with a retry), unless
 * `options.silent` is false.
 */
export function useApiQuery<Id extends ScreenCallId>(
  id: Id,
  input: CallInput<ApiCalls[Id]> | null,
  options: CallOptions = {},
): Query<CallResult<ApiCalls[Id]>> {
  const key = input === null ? null : cacheKey(id, input);
  const entry = useAppSelector((state) => (key ? state.queries[key] : undefined));
  const dispatch = useAppDispatch();
  const { silent = true, skipAuth, timeout } = options;

  const fetch = useCallback(() => {
    if (!key || input === null || inFlight.has(key)) return;
    dispatch(queriesSlice.actions.started(key));
    const request = (apiCall as (id: CallId, ...args: unknown[]) => Promise<unknown>)(id, input, { silent, skipAuth, timeout })
      .then(
        (data) => {
          dispatch(queriesSlice.actions.succeeded({ key, data }));
        },
        (error: unknown) => {
          console.warn(`[troo] ${id} failed`, error);
          dispatch(queriesSlice.actions.failed({ key, error: { message: apiErrorMessage(error), status: apiErrorStatus(error) ?? null } }));
        },
      )
      .finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    // `input` is part of `key`; a new object with the same content is the same read.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- input is compared through key
  }, [key, id, dispatch, silent, skipAuth, timeout]);

  const needed = key !== null && (!entry || entry.stale);
  useEffect(() => {
    if (needed) fetch();
  }, [needed, fetch]);

  return queryOf<CallResult<ApiCalls[Id]>>(entry, fetch);
}

function queryOf<T>(entry: QueryEntry | undefined, retry: () => void): Query<T> {
  const data = entry?.data as T;
  if (entry?.status === 'success') return { status: 'success', data, error: null, retry };
  if (entry?.status === 'error') return { status: 'error', data, error: entry.error!, retry };
  return { status: 'loading', data: undefined, error: null, retry };
}

/** After a change, the reads of a call are out of date: every screen showing them fetches again. */
export function useInvalidate() {
  const dispatch = useAppDispatch();
  return useCallback((id: CallId) => dispatch(queriesSlice.actions.invalidate(id)), [dispatch]);
}
