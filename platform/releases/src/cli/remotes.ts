// npm run remotes -- <command>: publishes builds and changes what is live, on this machine's
// releases (the embedded default, or the PostgreSQL registry with DATABASE_URL). Needs neither the
// server's token secret nor anything else of its configuration. With --server URL, the same
// commands go to that server over HTTP (/api/releases, its RELEASE_TOKEN) and read nothing here.
// The API's entry (api/src/cli/remotes-entry.ts) hands in what is the API's: its settings and database.
import { readFileSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { HealthWindows } from '../remotes/health-windows.js';
import type { RegistryStore } from '../remotes/registry-document.js';
import { repositoryRoot } from '../repository-root.js';
import {
  APP_NAMES,
  openReleases,
  publish,
  RegistryError,
  release,
  releaseTogether,
  rollback,
  rollbackTogether,
  type Target,
} from '../remotes/registry.js';
import { abortCanary, promoteCanary, startCanary } from '../remotes/canary.js';
import {
  canaryLine,
  changeLine,
  HEALTH_ON_SERVER,
  historyLines,
  overviewLines,
  publishedLine,
  releaseOverview,
} from '../remotes/release-report.js';
import { ReleaseClient, ReleaseClientError } from './release-client.js';

const USAGE = `usage: npm run remotes -- <command> [--force] [--by NAME] [--server URL [--token TOKEN]]
  list                              every app: live version and published versions
  history [<app>]                   every change of what is live: when, who, from, to, forced
  release <app> [<version>]         make a published version live (default: the newest)
  release <app>@<version> <app>@<version> …
                                    make several live as ONE change, guarded as a whole (a remote
                                    that needs a new shell goes live with it); <app> alone: its newest
  rollback <app> [<version>]        one step back in what has been live (or back to the step named)
  rollback <app> <app> …            each one step back, as one change (what went live together)
  canary <remote> <version> <percent>
                                    serve that version to percent (1-99) of visitors, sticky per visitor;
                                    again with the same version: change the share
  promote <remote>                  make the canary's version live for everyone
  abort <remote>                    end the canary: everyone back on the live version
  publish <app> <build-dir>         publish a build folder as a new immutable version (not live)
  --uncompressed                    publish without the .gz and .br copies, so its files are sent
                                    uncompressed: for throwaway releases such as the browser tests'
                                    (zopfli and brotli take seconds of CPU per app)
  --force                           release or roll back although the release guard refuses (recorded)
  --by NAME                         who you are, for the history (default: user@host); with --server
                                    the history names the release token instead
  --server URL                      do it on that Troo server over HTTP (its /api/releases), not here
  --token TOKEN                     a release token of the server: its RELEASE_TOKEN, or one of its
                                    RELEASE_TOKENS for your apps (default: $TROO_RELEASE_TOKEN)
apps: ${APP_NAMES.join(', ')}`;

/** What the CLI needs of the API to work on this machine's releases. */
export interface RemotesHere {
  /** The API's releaseSettings(): where the releases are, and the PostgreSQL registry if any. */
  releaseSettings: () => { releasesDir: string; databaseUrl: string | null };
  /** The PostgreSQL registry and its health counts, opened as the server opens them (migrated first). */
  openRegistryDatabase: (url: string) => Promise<{
    store: RegistryStore;
    healthByVersion: () => Promise<ReadonlyMap<string, HealthWindows>>;
    close: () => Promise<void>;
  }>;
}

interface Command {
  command: string | undefined;
  app: string | undefined;
  extra: string | undefined;
  /** canary: the share of visitors. */
  percent: number | undefined;
  force: boolean;
  by: string;
  /** publish: no precompressed copies. */
  uncompressed: boolean;
  /** release or rollback of several apps as one change (`shell@1.2.0-ab12 ordering`). */
  together: Target[] | undefined;
}

/**
 * `release a@1 b@2`, `release a b`, `rollback a b`: several apps, or one named as app@version, make a
 * change of several (or one); `release a 1.2.0` stays the one-app form.
 */
function togetherTargets(command: string | undefined, words: string[]): Target[] | undefined {
  if (command !== 'release' && command !== 'rollback') return undefined;
  const named = words.length > 1 && words.every((word) => (APP_NAMES as readonly string[]).includes(word.split('@')[0]!));
  if (!named && !words.some((word) => word.includes('@'))) return undefined;
  return words.map((word) => {
    const at = word.indexOf('@');
    return at < 0 ? { app: word } : { app: word.slice(0, at), version: word.slice(at + 1) || undefined };
  });
}

const changeLines = (changes: Parameters<typeof changeLine>[0][], verb: string) =>
  changes.forEach((change) => console.log(changeLine(change, verb)));

/** A rollback of several goes back one step each: a version names a release, never a rollback of several. */
function rollbackApps(targets: Target[]): string[] {
  const versioned = targets.find((target) => target.version);
  if (versioned && targets.length > 1)
    throw new RegistryError(
      `rollback of several apps takes app names only (each goes back one step): ${versioned.app}@${versioned.version}`,
    );
  return targets.map((target) => target.app);
}

/** The commands on this machine's releases. Returns false when the command is not one (usage). */
async function runHere(here: RemotesHere, { command, app, extra, percent, force, by, together, uncompressed }: Command): Promise<boolean> {
  const settings = here.releaseSettings();
  const database = settings.databaseUrl ? await here.openRegistryDatabase(settings.databaseUrl) : null;
  const releases = openReleases(settings.releasesDir, database?.store);
  try {
    switch (command) {
      case 'list': {
        // The embedded database belongs to the running server: its counts are read through it (--server).
        const health = database ? await database.healthByVersion() : undefined;
        overviewLines(await releaseOverview(releases, health)).forEach((line) => console.log(line));
        if (!health) console.error(HEALTH_ON_SERVER);
        return true;
      }
      case 'history': {
        const { history } = await releases.store.read();
        historyLines(history.filter((item) => !app || item.app === app)).forEach((line) => console.log(line));
        return true;
      }
      case 'release':
        if (together) {
          changeLines(await releaseTogether(releases, together, { force, by }), 'released');
          return true;
        }
        if (!app) return false;
        console.log(changeLine(await release(releases, app, extra, { force, by }), 'released'));
        return true;
      case 'rollback':
        if (together && together.length > 1) {
          changeLines(await rollbackTogether(releases, rollbackApps(together), { force, by }), 'rolled back');
          return true;
        }
        if (!app) return false;
        console.log(changeLine(await rollback(releases, app, extra, { force, by }), 'rolled back'));
        return true;
      case 'canary':
        if (!app || !extra || percent === undefined) return false;
        console.log(canaryLine(await startCanary(releases, app, extra, percent, { force, by }), 'serves'));
        return true;
      case 'promote':
        if (!app) return false;
        console.log(changeLine(await promoteCanary(releases, app, { force, by }), 'promoted'));
        return true;
      case 'abort':
        if (!app) return false;
        console.log(canaryLine((await abortCanary(releases, app, { by }))!, 'aborted'));
        return true;
      case 'publish': {
        if (!app || !extra) return false;
        const { version: packageVersion } = JSON.parse(
          readFileSync(path.join(repositoryRoot(import.meta.url), 'package.json'), 'utf8'),
        ) as { version: string };
        const published = await publish(settings.releasesDir, app, path.resolve(extra), packageVersion, { precompress: !uncompressed });
        console.log(publishedLine({ app, ...published }));
        return true;
      }
      default:
        return false;
    }
  } finally {
    await database?.close();
  }
}

/** The same commands on a server, over HTTP; the same lines printed. */
async function runOnServer(client: ReleaseClient, { command, app, extra, percent, force, by, together }: Command): Promise<boolean> {
  switch (command) {
    case 'list':
      overviewLines(await client.list()).forEach((line) => console.log(line));
      return true;
    case 'history':
      historyLines(await client.history(app)).forEach((line) => console.log(line));
      return true;
    case 'release':
      if (together) {
        changeLines(await client.change('release', together, { force, by }), 'released');
        return true;
      }
      if (!app) return false;
      console.log(changeLine(await client.release(app, extra, { force, by }), 'released'));
      return true;
    case 'rollback':
      if (together && together.length > 1) {
        changeLines(
          await client.change(
            'rollback',
            rollbackApps(together).map((name) => ({ app: name })),
            { force, by },
          ),
          'rolled back',
        );
        return true;
      }
      if (!app) return false;
      console.log(changeLine(await client.rollback(app, extra, { force, by }), 'rolled back'));
      return true;
    case 'canary':
      if (!app || !extra || percent === undefined) return false;
      console.log(canaryLine(await client.canary(app, extra, percent, { force, by }), 'serves'));
      return true;
    case 'promote':
      if (!app) return false;
      console.log(changeLine(await client.promote(app, { force, by }), 'promoted'));
      return true;
    case 'abort':
      if (!app) return false;
      console.log(canaryLine(await client.abort(app, { by }), 'aborted'));
      return true;
    case 'publish':
      if (!app || !extra) return false;
      console.log(publishedLine(await client.publish(app, path.resolve(extra))));
      return true;
    default:
      return false;
  }
}

async function main(argv: string[], here: RemotesHere): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      force: { type: 'boolean', default: false },
      uncompressed: { type: 'boolean', default: false },
      by: { type: 'string' },
      server: { type: 'string' },
      token: { type: 'string' },
    },
  });
  const [command, ...words] = positionals;
  const together = togetherTargets(command, words);
  // `release shell@1.2.0` alone is the one-app form, spelled with @.
  const [app, extra, share] = together?.length === 1 ? [together[0]!.app, together[0]!.version] : words;
  const by = values.by ?? `${userInfo().username}@${hostname()}`;
  // Parsed here, judged by the registry (a whole number from 1 to 99), so both paths say the same.
  const percent = share === undefined ? undefined : Number(share.replace(/%$/, ''));
  const wanted: Command = {
    command,
    app,
    extra,
    percent,
    force: values.force,
    by,
    uncompressed: values.uncompressed,
    together: together && together.length > 1 ? together : undefined,
  };
  let done: boolean;
  if (values.server !== undefined) {
    const token = values.token ?? process.env.TROO_RELEASE_TOKEN;
    if (!token)
      throw new ReleaseClientError(
        "--server needs the server's RELEASE_TOKEN: --token TOKEN or the environment variable TROO_RELEASE_TOKEN",
      );
    // A server precompresses what it is sent: the flag would be silently ignored.
    if (values.uncompressed) throw new ReleaseClientError('--uncompressed publishes on this machine only, not with --server');
    done = await runOnServer(new ReleaseClient(values.server, token), wanted);
  } else {
    if (values.token !== undefined) throw new ReleaseClientError('--token goes with --server URL');
    done = await runHere(here, wanted);
  }
  if (!done) {
    console.error(USAGE);
    process.exitCode = 2;
  }
}

/** Runs one command line (`process.argv.slice(2)`); a known refusal prints its message, exit code 1. */
export function runRemotesCli(argv: string[], here: RemotesHere): Promise<void> {
  return main(argv, here).catch((error: unknown) => {
    const known =
      error instanceof RegistryError ||
      error instanceof ReleaseClientError ||
      (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
    console.error(known ? (error as Error).message : error);
    process.exitCode = 1;
  });
}
