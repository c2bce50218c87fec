// One call through a transport: headers, JSON body, timeout and abort, and a failure as a CallError
// (an answer outside 2xx, no answer, a timeout), the shape the api client's error helpers read.
import type { ApiRequest, ApiTransport } from './transport';

/** What a caller asks: the path, method, query (`params`), body (`data`) and how to behave. */
export interface CallConfig {
  url: string;
  method?: string;
  params?: object;
  data?: unknown;
  /** Do not toast a failure (customer calls whose failures are only logged). */
  silent?: boolean;
  /** Send no bearer token (public calls). */
  skipAuth?: boolean;
  /** Milliseconds before the call is given up (default 30 s; 0 waits for ever). */
  timeout?: number;
  signal?: AbortSignal;
}

export interface ApiResponse<T = unknown> {
  data: T;
  status: number;
}

/** A failed call: `response` when the server answered (outside 2xx), none when it did not. */
export interface CallError extends Error {
  isCallError: true;
  code: 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ECONNABORTED' | 'ERR_CANCELED';
  config: CallConfig;
  response?: ApiResponse;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

/** Told by its mark rather than its class: a remote may hold another copy of this module. */
export function isCallError(error: unknown): error is CallError {
  return typeof error === 'object' && error !== null && (error as { isCallError?: unknown }).isCallError === true;
}

function callError(message: string, code: CallError['code'], config: CallConfig, response?: ApiResponse): CallError {
  return Object.assign(new Error(message), { name: 'CallError', isCallError: true as const, code, config, response });
}

/** Headers as the client always sent them: JSON asked for, JSON sent, the bearer token when signed in. */
function headersFor(data: unknown, token: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
  if (data !== undefined && data !== null && typeof data !== 'string') headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

export async function sendCall<T>(
  transport: ApiTransport,
  config: CallConfig,
  { baseURL, token }: { baseURL: string; token: string | null },
): Promise<ApiResponse<T>> {
  const method = (config.method ?? 'GET').toUpperCase();
  const { data } = config;
  // A GET or HEAD carries no body (the browser would refuse one).
  const body =
    method === 'GET' || method === 'HEAD' || data === undefined || data === null
      ? undefined
      : typeof data === 'string'
        ? data
        : JSON.stringify(data);
  const abort = new AbortController();
  const timeout = config.timeout ?? DEFAULT_TIMEOUT_MS;
  // Why the call was given up (its timeout, or the caller's signal), if it was.
  const given: { up: CallError | null } = { up: null };
  // Read through a function: a timer or the caller's signal may set it while the call is on its way.
  const givenUp = (): CallError | null => given.up;
  const giveUp = (error: CallError) => {
    given.up ??= error;
    abort.abort();
  };
  const timer =
    timeout > 0 ? setTimeout(() => giveUp(callError(`timeout of ${timeout}ms exceeded`, 'ECONNABORTED', config)), timeout) : undefined;
  const cancel = () => giveUp(callError('canceled', 'ERR_CANCELED', config));
  if (config.signal?.aborted) cancel();
  config.signal?.addEventListener('abort', cancel);
  const request: ApiRequest = {
    method,
    url: config.url,
    baseURL,
    params: config.params,
    body,
    headers: headersFor(data, token),
    signal: abort.signal,
  };
  try {
    const before = givenUp();
    if (before) throw before;
    let answer: Awaited<ReturnType<ApiTransport>>;
    try {
      answer = await transport(request);
    } catch {
      throw givenUp() ?? callError('Network Error', 'ERR_NETWORK', config);
    }
    const after = givenUp();
    if (after) throw after;
    const response: ApiResponse<T> = { data: answer.data as T, status: answer.status };
    if (answer.status < 200 || answer.status >= 300) {
      throw callError(`Request failed with status code ${answer.status}`, 'ERR_BAD_RESPONSE', config, response);
    }
    return response;
  } finally {
    clearTimeout(timer);
    config.signal?.removeEventListener('abort', cancel);
  }
}
