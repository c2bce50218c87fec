// What a phone's report of a failed remote screen may hold (POST /remote-errors), without schemas:
// the shell imports these, and a phone downloads no schema library for them.

/**
 * What went wrong: files that did not arrive, files that did not answer in time, code that failed,
 * or files that arrived but were not the ones their release recorded (the browser refused them).
 */
export const REMOTE_FAILURE_KINDS = ['load', 'timeout', 'code', 'integrity'] as const;
export type RemoteFailureKind = (typeof REMOTE_FAILURE_KINDS)[number];

/** The longest error message a report carries (the phone cuts it; the server refuses longer). */
export const REMOTE_ERROR_MESSAGE_MAX = 300;

/**
 * The only fields a report may carry: anything else (an e-mail, a name, a sign-in…) is refused.
 * `pageToken` is the server's own signed token from the page (PageRegistry), naming no one.
 */
export const REMOTE_ERROR_FIELDS = ['remote', 'version', 'route', 'kind', 'message', 'pageToken'] as const;

/** The longest page token a report may carry (a few remotes' versions, signed). */
export const PAGE_TOKEN_MAX = 2000;
