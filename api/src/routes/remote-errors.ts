import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calls, REMOTE_ERROR_FIELDS } from '@troo/shared/contract';
import { BadRequest } from '../errors.js';
import { APP_NAMES, canaryKeyOf, isAppName, pageTokenClaims, scrubMessage } from '@troo/releases';
import { recordFailure } from '../remotes/version-health.js';
import { callRoute } from './call-route.js';

// POST /remote-errors: a phone reports that a remote's screen failed (shell/src/remotes/report-failure.ts),
// or that the page itself could not start (the shell's main script or a chunk it needs: pages/startup-guard.ts).
// Anyone may call it, so it is limited per address, takes only its five fields, and its storage is
// counts per version and minute (remotes/version-health.ts), never a growing list. Only a report
// carrying the token of a page the server served with that version is counted (a canary is judged
// on these counts); any other is logged and answered, and changes nothing.

/** Reports one address may send a minute: a phone sends one per failed screen. */
export const REPORTS_PER_ADDRESS_PER_MINUTE = 30;

export const NO_PERSONAL_DATA = `An error report carries no personal data: it takes only ${REMOTE_ERROR_FIELDS.join(', ')}.`;

async function isPublished(releasesDir: string, remote: string, version: string): Promise<boolean> {
  // The contract's pattern already keeps the version to one plain folder name.
  if (version === '.' || version === '..') return false;
  return stat(path.join(releasesDir, remote, version)).then(
    (info) => info.isDirectory(),
    () => false,
  );
}

export const remoteErrorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const canaryKey = canaryKeyOf(app.config.tokenSecret);

  // The body's own keys, before validation (which would quietly drop a field it does not know).
  app.addHook('preValidation', async (request) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const unknown = Object.keys(body).filter((key) => !(REMOTE_ERROR_FIELDS as readonly string[]).includes(key));
    if (unknown.length > 0) throw new BadRequest(`${NO_PERSONAL_DATA} Not accepted: ${unknown.join(', ')}.`);
  });

  callRoute(
    app,
    calls.reportRemoteError,
    async (request) => {
      const { remote, version, route, kind, message, pageToken } = request.body;
      // The shell too: a page whose own script was refused or never came reports itself (pages/startup-guard.ts).
      if (!isAppName(remote)) throw new BadRequest(`Unknown remote "${remote}". Apps: ${APP_NAMES.join(', ')}`);
      if (!(await isPublished(app.config.releasesDir, remote, version))) throw new BadRequest(`${remote} has no version "${version}".`);
      const report = { app: remote, version, kind, route, message: scrubMessage(message) };
      const claims = pageToken ? pageTokenClaims(canaryKey, pageToken) : null;
      if (claims?.versions[remote] !== version) {
        request.log.info({ report, pageToken: pageToken ? 'invalid' : 'none' }, 'remote error report not counted: no valid page token');
        return { message: 'Logged, not counted: the report carries no valid token of a page served with that version', data: null };
      }
      await recordFailure(app.db, report);
      return { message: 'Reported', data: null };
    },
    { config: { rateLimit: { max: REPORTS_PER_ADDRESS_PER_MINUTE, timeWindow: '1 minute' } } },
  );
};
