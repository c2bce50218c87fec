import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

// What the logs say about requests and errors. Two rules: the address on the socket is logged as
// it is (behind a proxy, the client the proxy speaks for is logged beside it, never instead of
// it), and no value a query was given ever reaches a log (argon2 hashes, account numbers, BVN
// hashes, e-mail addresses): a failed query is logged by its SQL text and PostgreSQL's error code.

type Loggable = Record<string, unknown>;

/**
 * Values in an address that open something are not logged: the development mailbox's key, a
 * payment reference (a receipt's only secret: whoever has it sees the order) and the sandbox pay
 * page's access code.
 */
const SECRET_PARAMETERS = /([?&](?:key|reference|trxref|transactionRef)=)[^&#]*/gi;
const SECRET_SEGMENTS = /(\/sandbox\/pay\/)[^/?#]+/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMETERS, '$1[redacted]').replace(SECRET_SEGMENTS, '$1[redacted]');
}

function serializeRequest(request: FastifyRequest): Loggable {
  const peer = request.socket?.remoteAddress;
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: peer,
    remotePort: request.socket?.remotePort,
    // Only when a trusted proxy named someone else (TRUST_PROXY).
    ...(request.ip && request.ip !== peer ? { clientAddress: request.ip } : {}),
  };
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
}

const isObject = (value: unknown): value is ErrorLike => typeof value === 'object' && value !== null;
/** Drizzle's wrapper: "Failed query: <sql>\nparams: <values>". */
const isQueryError = (error: ErrorLike) => typeof error.query === 'string' && Array.isArray(error.params);
/** A PostgreSQL (pg or PGlite) error: its message and detail may quote the values, e.g. `invalid input syntax for type uuid: "…"`. */
const isDatabaseError = (error: ErrorLike) => typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;

function chain(error: unknown): ErrorLike[] {
  const links: ErrorLike[] = [];
  for (let current = error; isObject(current) && links.length < 10 && !links.includes(current); current = current.cause)
    links.push(current);
  return links;
}

/** Stack frames only: the first lines of a stack repeat the message, which is what we keep out. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : undefined;

/** pino's error serializer, except that database errors lose every value they carry. */
export function serializeError(error: unknown): unknown {
  const links = chain(error);
  const query = links.find(isQueryError);
  const database = links.find(isDatabaseError);
  if (!query && !database) return stdSerializers.err(error as Error);
  const outer = links[0]!;
  return {
    type: query ? 'DatabaseQueryError' : 'DatabaseError',
    message: database ? asText(database.message).replace(/"[^"]*"/g, '"…"') : 'query failed',
    ...(query ? { query: query.query } : {}),
    ...(database
      ? { code: database.code, constraint: database.constraint, table: database.table, column: database.column, routine: database.routine }
      : {}),
    // The outer error's own message, unless it is the wrapper that quotes the values.
    ...(outer !== query && outer !== database && typeof outer.message === 'string' ? { context: outer.message } : {}),
    stack: framesOf(outer.stack),
  };
}

/** A field of an error as text: strings as they are, anything else as JSON. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : (JSON.stringify(value) ?? '');

/** One line for the console when start-up fails, with the same care. */
export function describeError(error: unknown): string {
  const safe = serializeError(error);
  if (!isObject(safe)) return String(safe);
  const { type, message, query, code, stack } = safe as Record<string, unknown>;
  return [
    `${asText(type) || 'Error'}: ${asText(message)}`,
    query ? `query: ${asText(query)}` : '',
    code ? `code: ${asText(code)}` : '',
    asText(stack),
  ]
    .filter(Boolean)
    .join('\n');
}

export const logSerializers = {
  req: serializeRequest,
  err: serializeError as (error: unknown) => { [key: string]: unknown; type: string; message: string; stack: string },
};
