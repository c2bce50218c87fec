import { Type, type Static, type TSchema } from '@sinclair/typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The answers of a call by status code ('4xx' covers every client error without its own entry). */
export type Responses = Partial<Record<number | '4xx' | '5xx', TSchema>>;

/** One API call, described once: the API registers its route from this, screens type their requests by it. */
export interface CallDefinition {
  method: HttpMethod;
  /**
   * Under /api, as the spec writes it: ':id' for a whole segment ('/branch/getBranch/:id'), '{name}'
   * for a part of one ('/menu/get{product}BusinessDetails/'), whose allowed values `params` lists.
   */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  /**
   * 'public' needs no token; 'staff' any signed-in staff member; 'admin' the business owner;
   * 'operator' whoever deploys Troo: the server's RELEASE_TOKEN as the bearer token (never a staff
   * sign-in), and off when it is unset. Screens never make operator calls.
   */
  access: 'public' | 'staff' | 'admin' | 'operator';
  body?: TSchema;
  query?: TSchema;
  params?: TSchema;
  response: Responses;
  /** The spec's message when the input does not match the schema (e.g. 'All fields are required.'). */
  invalidMessage?: string;
  /**
   * A POST that may safely reach the API twice: sending it again makes no second effect, or only a
   * harmless one. The proxy (deploy/nginx) sends such a call on to another process when the one it
   * reached died before answering; any other POST is never sent twice.
   */
  retrySafe?: true;
}

/** Keeps the literal method and path of a call in its type: they make the call's id. */
export const defineCall = <const C extends CallDefinition>(call: C): C => call;

/** 'POST /login': how screens and test fakes name a call (the spec's own notation). */
export type CallIdOf<C extends CallDefinition> = `${C['method']} ${C['path']}`;

// ---- Shapes every call shares --------------------------------------------------------------------

/** Every success answer: a human message (shown in toasts) and the data. */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({ message: Type.String(), data });

/** A success answer that carries only its message. */
export const MessageOnly = Envelope(Type.Null());

/** Every error answer: the message to show, field-by-field texts when there are several, and data for some. */
export const ApiError = <T extends TSchema = ReturnType<typeof Type.Unknown>>(data?: T) =>
  Type.Object({
    message: Type.String(),
    errors: Type.Optional(Type.Array(Type.String())),
    data: Type.Optional((data ?? Type.Unknown()) as T),
  });

export const ErrorBody = ApiError();
export type ApiErrorBody<T = unknown> = { message: string; errors?: string[]; data?: T };

/** The error answers of any route: bad input (400), its own 4xx, 429 from the rate limits, and 500. */
export const standardErrors = { '4xx': ErrorBody, '5xx': ErrorBody } as const;

// ---- What a call takes and answers, as types -------------------------------------------------------

type Part<C, K extends 'body' | 'query' | 'params', Name extends string> = C extends { [P in K]: infer S extends TSchema }
  ? { [P in Name]: Static<S> }
  : { [P in Name]?: never };

/** What a client passes: `body`, `query` and `params` exactly where the call has them. */
export type CallInput<C extends CallDefinition> = Part<C, 'body', 'body'> & Part<C, 'query', 'query'> & Part<C, 'params', 'params'>;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The body of the call's success answer. */
export type CallResult<C extends CallDefinition> = {
  [S in keyof C['response'] & SuccessStatus]: C['response'][S] extends TSchema ? Static<C['response'][S]> : never;
}[keyof C['response'] & SuccessStatus];

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 502 | 503;

/**
 * Any answer the call may give, by status: what a test fake may answer. The answers the call
 * declares are typed by it; other failures may carry anything (a proxy's page, an empty body).
 */
export type CallAnswer<C extends CallDefinition> =
  | {
      [S in keyof C['response'] & number]: { status: S; body: C['response'][S] extends TSchema ? Static<C['response'][S]> : never };
    }[keyof C['response'] & number]
  | { status: Exclude<ErrorStatus, keyof C['response']>; body: unknown };
