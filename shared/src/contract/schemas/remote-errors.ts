import { Type } from '@sinclair/typebox';

// A report of a remote screen that failed on a phone (POST /remote-errors) and what is counted of it.

/** What went wrong: files that did not arrive, files that did not answer in time, or code that failed. */
export const REMOTE_FAILURE_KINDS = ['load', 'timeout', 'code'] as const;
export type RemoteFailureKind = (typeof REMOTE_FAILURE_KINDS)[number];

/** The longest error message a report carries (the phone cuts it; the server refuses longer). */
export const REMOTE_ERROR_MESSAGE_MAX = 300;

/** The only fields a report may carry: anything else (an e-mail, a name, a token…) is refused. */
export const REMOTE_ERROR_FIELDS = ['remote', 'version', 'route', 'kind', 'message'] as const;

export const RemoteErrorReport = Type.Object(
  {
    remote: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z_]+$', description: 'the remote, e.g. checkout' }),
    version: Type.String({
      minLength: 1,
      maxLength: 100,
      pattern: '^[A-Za-z0-9_.-]+$',
      description: 'its version, as the registry names it',
    }),
    /** The route as the remote declares it ('/demo/tip/:mode'), never the address with its ids and query. */
    route: Type.String({ minLength: 1, maxLength: 200, pattern: '^/[^?#\\s]*$' }),
    kind: Type.Union(REMOTE_FAILURE_KINDS.map((kind) => Type.Literal(kind))),
    message: Type.String({ maxLength: REMOTE_ERROR_MESSAGE_MAX }),
  },
  { additionalProperties: false },
);

/** Page loads and failures of one version over a window. */
export const VersionHealth = Type.Object({
  pageLoads: Type.Integer(),
  load: Type.Integer(),
  timeout: Type.Integer(),
  code: Type.Integer(),
});
