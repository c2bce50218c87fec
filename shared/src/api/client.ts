import type { AxiosError, AxiosInstance, AxiosStatic } from 'axios';
import { toast } from '../ui/toast';
import { getRuntimeConfig } from '../config/runtime-config';
import type { ApiErrorBody } from '../contract';
import { FALLBACK_ERROR } from '../contract/fallback-error';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not toast a failure (customer calls whose failures are only logged). */
    silent?: boolean;
    /** Send no bearer token (public calls). */
    skipAuth?: boolean;
  }
}

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

/** A failed call's error (an AxiosError), told by its mark rather than its class: axios may not be loaded yet. */
function isCallError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
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

function createClient(axios: AxiosStatic): AxiosInstance {
  const client = axios.create({ timeout: 30_000 });

  client.interceptors.request.use((config) => {
    config.baseURL = getRuntimeConfig().apiBaseUrl;
    const token = config.skipAuth ? null : hooks.getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    if (isCallError(error)) {
      const sentToken = Boolean(error.config?.headers?.get?.('Authorization'));
      if (error.response?.status === 401 && sentToken) {
        hooks.onUnauthorized();
      } else if (!error.config?.silent) {
        toast(apiErrorMessage(error), 'error');
      }
    }
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  });

  return client;
}

let loading: Promise<AxiosInstance> | null = null;

/**
 * The one HTTP client of the page. Axios is loaded with the first call, not with the page: evaluating
 * it was a third of the longest task of every page's start on a slow phone, and the first paint
 * makes no call.
 */
export function apiClient(): Promise<AxiosInstance> {
  loading ??= import('axios').then(({ default: axios }) => createClient(axios));
  return loading;
}
