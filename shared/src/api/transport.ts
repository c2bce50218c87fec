// How a call reaches the server: fetch in the browser; the fake at the HTTP edge in screen tests.
import { queryString } from './query-string';

/** A call as it leaves the client, before the base URL and the query are joined to its path. */
export interface ApiRequest {
  method: string;
  /** The path under the API's base, e.g. '/menu/getBusinessDetails/'. */
  url: string;
  baseURL: string;
  params: object | undefined;
  /** The body as sent: JSON text, or none. */
  body: string | undefined;
  headers: Record<string, string>;
  signal: AbortSignal;
}

/** Any answer at all (a 500 too): the status and the body, JSON-parsed when it is JSON. */
export type ApiTransport = (request: ApiRequest) => Promise<{ status: number; data: unknown }>;

const ABSOLUTE = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** '/api' + '/login' → '/api/login' (a full URL is kept as it is). */
export function fullUrl({ baseURL, url, params }: Pick<ApiRequest, 'baseURL' | 'url' | 'params'>): string {
  const joined = ABSOLUTE.test(url) || !baseURL ? url : `${baseURL.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = queryString(params);
  return query ? `${joined}${joined.includes('?') ? '&' : '?'}${query}` : joined;
}

/** A body that is not JSON (a proxy's error page) is kept as text, as before. */
function parsed(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const fetchTransport: ApiTransport = async (request) => {
  const response = await fetch(fullUrl(request), {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
  });
  return { status: response.status, data: parsed(await response.text()) };
};
