import { defineCall, MessageOnly, standardErrors } from '../define-call';
import { RemoteErrorReport } from '../schemas/remote-errors';

// A phone tells the server that a remote's screen failed: its files did not arrive, did not answer in
// time, or its code failed. Counted per remote and version (GET /releases, npm run remotes -- list),
// so an operator learns of a broken release. Nothing in a report names the diner or the business.

export const reportRemoteError = defineCall({
  method: 'POST',
  path: '/remote-errors',
  summary: "Report that a remote's screen failed on a phone (counted per remote and version; no personal data)",
  access: 'public',
  body: RemoteErrorReport,
  response: { 202: MessageOnly, ...standardErrors },
});
