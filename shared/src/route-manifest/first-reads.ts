// A route's first reads, as a remote writes them in TypeScript (src/first-reads.ts): the server runs
// them for each page of the route (through the API, so the answers are what the screen would have
// been sent) and writes the answers into the page, keyed as the screen's useApiQuery keys them. The
// screen builds its inputs with the same functions, so the keys match and it asks for nothing.
import type { ApiCalls, CallId, CallInput, CallResult } from '../contract';

/** The calls a page may carry the answers of: public GET calls ('GET /business/getBusinessDetails/'). */
export type PublicReadId = {
  [Id in CallId]: ApiCalls[Id]['method'] extends 'GET' ? (ApiCalls[Id]['access'] extends 'public' ? Id : never) : never;
}[CallId];

export interface FirstReadContext {
  /** The page's query parameters (a URLSearchParams; named by shape, as Node's build of this file has no DOM types). */
  search: { get(name: string): string | null; getAll(name: string): string[]; has(name: string): boolean };
  /** The route's path parameters, decoded ('*' for a splat); an optional one the address leaves out is absent. */
  params: Readonly<Record<string, string | undefined>>;
  /** One of the diner's cookies, trimmed; reading any makes the page vary by Cookie. */
  cookie: (name: string) => string | undefined;
  /**
   * Reads a public GET call through the API, as the screen would with this input: its answer, or
   * undefined when it fails (the screen then reads it itself and shows its own states).
   */
  read: <Id extends PublicReadId>(call: Id, input: CallInput<ApiCalls[Id]>) => Promise<CallResult<ApiCalls[Id]> | undefined>;
}

/** What a route reads first; it returns nothing, the server keeps what `read` answered. */
export type FirstReadLoader = (page: FirstReadContext) => Promise<void>;

/** A remote's first reads, by route path exactly as its routes.json declares it. */
export type FirstReadLoaders = Record<string, FirstReadLoader>;
