import { toast } from '../ui/toast';
import { getRuntimeConfig } from '../config/runtime-config';
import type { ApiErrorBody } from '../contract';
import { FALLBACK_ERROR } from '../contract/messages';
import { fetchTransport, type ApiTransport } from './transport';
import { isCallError, sendCall, type CallConfig, type ApiResponse } from './send-call';

export type { ApiTransport, ApiRequest } from './transport';
export type { CallConfig, CallError, ApiResponse } from './send-call';

interface ClientHooks {
  getToken: () => string | null;
  /** A signed-in call answered 401: the token is dead (logout, password change, removal). */
  onUnauthorized: () => void;
}

let hooks: ClientHooks = { getToken: () => null, onUnauthorized: () => undefined };

/** The shell wires the client to the store and the router once at start-up. */
export function configureApiClient(next: ClientHooks): void {
  hooks = next;
}

/** The message to show for a failed call: the server's own, else the generic fallback. */
export function apiErrorMessage(error: unknown, fallback = FALLBACK_ERROR): string {
  if (isCallError(error)) {
    const body = error.response?.data as ApiErrorBody | undefined;
    if (body && typeof body.message === 'string' && body.message) return body.message;
  }
  return fallback;
}

/** The `data` of a failed call's answer (e.g. where a 403 login says to continue), if any. */
export function apiErrorData<T>(error: unknown): T | undefined {
  if (!isCallError(error)) return undefined;
  return (error.response?.data as ApiErrorBody<T> | undefined)?.data;
}

/** A 400's `errors` list (one text per problem), empty when the answer has none. */
export function apiErrorList(error: unknown): string[] {
  if (!isCallError(error)) return [];
  const errors = (error.response?.data as ApiErrorBody | undefined)?.errors;
  return Array.isArray(errors) ? errors.filter((entry) => typeof entry === 'string') : [];
}

export function apiErrorStatus(error: unknown): number | undefined {
  return isCallError(error) ? error.response?.status : undefined;
}

/** The page's one HTTP client: `request`, and `get`/`post` for the few callers that name a path. */
export interface ApiClient {
  request<T = unknown>(config: CallConfig): Promise<ApiResponse<T>>;
  get<T = unknown>(url: string, config?: Omit<CallConfig, 'url' | 'method'>): Promise<ApiResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: Omit<CallConfig, 'url' | 'method' | 'data'>): Promise<ApiResponse<T>>;
}

let transport: ApiTransport = fetchTransport;

/** Tests only (the fake at the HTTP edge, testing/render-screen): answer calls without the network. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** Sends a call with the session's token; a failure toasts its message (unless silent) or ends a dead session. */
async function request<T>(config: CallConfig): Promise<ApiResponse<T>> {
  const token = config.skipAuth ? null : hooks.getToken();
  try {
    return await sendCall<T>(transport, config, { baseURL: getRuntimeConfig().apiBaseUrl, token });
  } catch (error) {
    if (isCallError(error)) {
      if (error.response?.status === 401 && token) hooks.onUnauthorized();
      else if (!config.silent) toast(apiErrorMessage(error), 'error');
    }
    throw error instanceof Error ? error : new Error(String(error));
  }
}

const client: ApiClient = {
  request,
  get: (url, config) => request({ ...config, method: 'GET', url }),
  post: (url, data, config) => request({ ...config, method: 'POST', url, data }),
};

/**
 * The one HTTP client of the page: fetch, with the session's token, a 30 s timeout and the toasts of
 * failures. (It was axios, loaded with the first call: 20 KB gzip a phone fetched on every menu.)
 */
export function apiClient(): ApiClient {
  return client;
}
