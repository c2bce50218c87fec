import { Type } from '@sinclair/typebox';
import { PAGE_TOKEN_MAX, REMOTE_ERROR_MESSAGE_MAX, REMOTE_FAILURE_KINDS } from '../remote-failures';

// A report of a remote screen that failed on a phone (POST /remote-errors) and what is counted of it.

export const RemoteErrorReport = Type.Object(
  {
    remote: Type.String({
      minLength: 1,
      maxLength: 40,
      pattern: '^[a-z_]+$',
      description: 'the remote, e.g. checkout, or shell when the page itself could not start',
    }),
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
    /** The token the server wrote into the page: without a valid one the report is logged, not counted. */
    pageToken: Type.Optional(Type.String({ minLength: 1, maxLength: PAGE_TOKEN_MAX, pattern: '^[A-Za-z0-9_.-]+$' })),
  },
  { additionalProperties: false },
);

/** Page loads and failures of one version over a window. */
export const VersionHealth = Type.Object({
  pageLoads: Type.Integer(),
  load: Type.Integer(),
  timeout: Type.Integer(),
  code: Type.Integer(),
  integrity: Type.Integer(),
});
