import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { calls } from '@troo/shared/contract';
import { REPO_ROOT } from '../config.js';
import { BadRequest, Conflict, HttpError, NotFound } from '../errors.js';
import {
  abortCanary,
  APP_NAMES,
  type AppName,
  ArchiveError,
  canaryLine,
  changeLine,
  isAppName,
  promoteCanary,
  publish,
  publishedLine,
  RegistryError,
  release,
  RELEASE_ARCHIVE_MAX_BYTES,
  releaseOverview,
  releaseTogether,
  rollback,
  rollbackTogether,
  startCanary,
  unpackBuildArchive,
} from '@troo/releases';
import { healthByVersion } from '../remotes/version-health.js';
import { callRoute } from './call-route.js';
import { assertMayChangeAll, releasedBy } from './release-access.js';

// Releases over HTTP (npm run remotes -- --server URL …): access 'operator', so every route needs a
// release token (RELEASE_TOKEN, or one of RELEASE_TOKENS for the app it names), is off without one,
// and is limited per address (see call-route.ts, release-access.ts). The history's "by" is the
// token's name: a `by` in the body (the CLI sends one) is not taken, a token holder could write anyone.
const ARCHIVE_TYPES = ['application/gzip', 'application/x-gzip'];
const SEND_ARCHIVE = 'Send the build folder as a gzipped tar archive (Content-Type: application/gzip).';

function knownApp(name: string): AppName {
  if (!isAppName(name)) throw new NotFound(`Unknown app "${name}". Apps: ${APP_NAMES.join(', ')}`);
  return name;
}

/** The version a publish is named by, as the CLI does: the repository's package version. */
async function packageVersion(): Promise<string> {
  return (JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

/** A refusal of the registry (its whole message: it names the builds and what would break), or the error as it was. */
function refusal(error: unknown, status: number): unknown {
  if (error instanceof ArchiveError) return new HttpError(error.tooLarge ? 413 : 400, error.message);
  if (error instanceof RegistryError) return status === 409 ? new Conflict(error.message) : new BadRequest(error.message);
  return error;
}

export const releaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(app, calls.listReleases, async () => ({
    message: 'Releases',
    data: await releaseOverview(app.releases, await healthByVersion(app.db)),
  }));

  callRoute(app, calls.releaseHistory, async (request) => {
    const only = request.query.app === undefined ? null : knownApp(request.query.app);
    const { history } = await app.releases.store.read();
    return { message: 'Release history', data: history.filter((entry) => !only || entry.app === only) };
  });

  // The archive is read only here (its own parser, its own limit) and only once the token has passed.
  await app.register(async (scope) => {
    const archiveScope = scope.withTypeProvider<TypeBoxTypeProvider>();
    archiveScope.removeAllContentTypeParsers();
    archiveScope.addContentTypeParser(ARCHIVE_TYPES, { parseAs: 'buffer', bodyLimit: RELEASE_ARCHIVE_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    callRoute(
      archiveScope,
      calls.publishRelease,
      async (request) => {
        const name = knownApp(request.params.app);
        const archive = request.body;
        if (!Buffer.isBuffer(archive) || archive.length === 0) throw new BadRequest(SEND_ARCHIVE);
        const folder = await mkdtemp(path.join(tmpdir(), 'troo-publish-'));
        try {
          await unpackBuildArchive(archive, folder);
          const { version, created } = await publish(app.releases.dir, name, folder, await packageVersion());
          request.log.info({ app: name, version, created, by: releasedBy(request) }, 'release published over HTTP');
          return { message: publishedLine({ app: name, version, created }), data: { app: name, version, created } };
        } catch (error) {
          // publish() names the folder it read: the archive, for the operator.
          if (error instanceof RegistryError) error.message = error.message.replaceAll(folder, '(the archive)');
          throw refusal(error, 400);
        } finally {
          await rm(folder, { recursive: true, force: true });
        }
      },
      {
        bodyLimit: RELEASE_ARCHIVE_MAX_BYTES,
        config: {
          tooLargeMessage: `The archive is larger than ${RELEASE_ARCHIVE_MAX_BYTES / 1024 / 1024} MiB.`,
          mediaTypeMessage: SEND_ARCHIVE,
        },
      },
    );
  });

  // Release and rollback differ only in what they do to the registry.
  const change = (call: typeof calls.releaseVersion | typeof calls.rollbackRelease, act: typeof release, verb: string) =>
    callRoute(app, call, async (request) => {
      const name = knownApp(request.params.app);
      const { version, force = false } = request.body;
      const by = releasedBy(request);
      const done = await act(app.releases, name, version, { force, by }).catch((error: unknown) => {
        throw refusal(error, 409);
      });
      request.log.info({ ...done, by }, `${verb} over HTTP`);
      return { message: changeLine(done, verb), data: done };
    });
  change(calls.releaseVersion, release, 'released');
  change(calls.rollbackRelease, rollback, 'rolled back');

  // Several apps as one change: the token must be allowed each of them.
  callRoute(app, calls.releaseTogether, async (request) => {
    const { apps, force = false } = request.body;
    apps.forEach((one) => knownApp(one.app));
    assertMayChangeAll(
      request,
      apps.map((one) => one.app),
    );
    const by = releasedBy(request);
    const done = await releaseTogether(app.releases, apps, { force, by }).catch((error: unknown) => {
      throw refusal(error, 409);
    });
    request.log.info({ changes: done, by }, 'released together over HTTP');
    return { message: done.map((one) => changeLine(one, 'released')).join('\n'), data: done };
  });
  callRoute(app, calls.rollbackTogether, async (request) => {
    const { apps, force = false } = request.body;
    const names = apps.map((one) => knownApp(one.app));
    const versioned = apps.find((one) => one.version);
    if (versioned)
      throw new BadRequest(`A rollback of several apps names no versions (each goes back one step): ${versioned.app}@${versioned.version}`);
    assertMayChangeAll(request, names);
    const by = releasedBy(request);
    const done = await rollbackTogether(app.releases, names, { force, by }).catch((error: unknown) => {
      throw refusal(error, 409);
    });
    request.log.info({ changes: done, by }, 'rolled back together over HTTP');
    return { message: done.map((one) => changeLine(one, 'rolled back')).join('\n'), data: done };
  });

  callRoute(app, calls.startCanary, async (request) => {
    const name = knownApp(request.params.app);
    const { version, percent, force = false } = request.body;
    const by = releasedBy(request);
    const done = await startCanary(app.releases, name, version, percent, { force, by }).catch((error: unknown) => {
      throw refusal(error, 409);
    });
    request.log.info({ ...done, by }, 'canary over HTTP');
    return { message: canaryLine(done, 'serves'), data: done };
  });

  callRoute(app, calls.promoteCanary, async (request) => {
    const name = knownApp(request.params.app);
    const { force = false } = request.body;
    const by = releasedBy(request);
    const done = await promoteCanary(app.releases, name, { force, by }).catch((error: unknown) => {
      throw refusal(error, 409);
    });
    request.log.info({ ...done, by }, 'canary promoted over HTTP');
    return { message: changeLine(done, 'promoted'), data: done };
  });

  callRoute(app, calls.abortCanary, async (request) => {
    const name = knownApp(request.params.app);
    const by = releasedBy(request);
    const done = (await abortCanary(app.releases, name, { by }).catch((error: unknown) => {
      throw refusal(error, 409);
    }))!;
    request.log.info({ ...done, by }, 'canary aborted over HTTP');
    return { message: canaryLine(done, 'aborted'), data: done };
  });
};
