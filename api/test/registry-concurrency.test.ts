import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.js';
import type { OpenDatabase } from '../src/db/client.js';
import { registryFile } from '../../platform/releases/src/remotes/registry-file-store.js';
import {
  listReleases,
  openReleases,
  publish,
  release,
  REMOTE_NAMES,
  rollback,
  type HistoryEntry,
  type RegistryDocument,
  type Releases,
  type RemoteName,
} from '../../platform/releases/src/remotes/registry.js';
import { bearer, buildTestApp, databaseUrlOf, freshDatabase, openedElsewhere, type TestApp } from './helpers/app.js';
import { databaseUrl, onServer } from './helpers/database-template.js';
import { newAddress } from './helpers/onboarding.js';
import { remotesCliArgs } from './helpers/remotes-cli.js';

// Releases and rollbacks of every remote at once, from several processes: each change is one
// compare-and-swap on the registry (a lock file on the embedded default, a locked row on a
// PostgreSQL server), so none is lost, the history has every one, and what is live is what the
// last change of each remote said.

const root = mkdtempSync(path.join(tmpdir(), 'troo-registry-concurrency-'));
after(() => rmSync(root, { recursive: true, force: true }));
const folder = (prefix: string) => mkdtempSync(path.join(root, `${prefix}-`));

const ROUNDS = 10;
/**
 * From the command line, fewer: each command is a process start (about a second). Four rounds still
 * race five processes each and cover a refused rollback, releases and rollbacks that succeed.
 */
const CLI_ROUNDS = 4;
const script = (label: string) => `/* ${label} */\n${'var x = (function (a) { return a + 1; })(1);\n'.repeat(40)}`;

/** A whole remote build (remote entry, manifest, one exposed screen, routes.json, compat.json) answering /<app>. */
function remoteBuild(app: string, label: string): string {
  const dir = folder('build');
  const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
  write('remoteEntry.js', script(`${app} ${label} entry`));
  write('screen.js', script(`${app} ${label} screen`));
  const none = { sync: [], async: [] };
  write(
    'mf-manifest.json',
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      shared: [],
      exposes: [{ name: 'Screen', assets: { js: { sync: ['screen.js'], async: [] }, css: none } }],
    }),
  );
  write('routes.json', JSON.stringify({ routes: [{ path: `/${app}`, screen: 'Screen', audience: 'customer' }] }));
  write(
    'compat.json',
    JSON.stringify({
      app,
      shared: { '@troo/shared': { version: '1.0.0', requiredVersion: '^1.0.0' } },
    }),
  );
  return dir;
}

/** Published versions of every remote: v[0] made live first, then one new version per release. */
async function publishVersions(dir: string, rounds: number): Promise<Record<RemoteName, string[]>> {
  const versions = {} as Record<RemoteName, string[]>;
  for (const app of REMOTE_NAMES) {
    versions[app] = [];
    for (let n = 0; n <= rounds / 2 + 1; n++)
      versions[app].push((await publish(dir, app, remoteBuild(app, `v${n}`), '1.0.0', { precompress: false })).version);
  }
  return versions;
}

interface Command {
  app: RemoteName;
  action: 'release' | 'rollback';
  version?: string;
  by: string;
}
type Outcome = { ok: true; to: string } | { ok: false; message: string };

/**
 * Round 0 makes v0 of every remote live; in each later round every remote changes at once, remote i
 * releasing its next version or rolling back, alternately (the odd ones start with a rollback,
 * which has nowhere to go yet and is refused).
 */
function plan(versions: Record<RemoteName, string[]>, count: number): Command[][] {
  const next = Object.fromEntries(REMOTE_NAMES.map((app) => [app, 1])) as Record<RemoteName, number>;
  const rounds: Command[][] = [REMOTE_NAMES.map((app) => ({ app, action: 'release', version: versions[app][0], by: `${app}-r0` }))];
  for (let round = 1; round <= count; round++) {
    rounds.push(
      REMOTE_NAMES.map((app, i) =>
        (round + i) % 2 === 1
          ? { app, action: 'release', version: versions[app][next[app]++], by: `${app}-r${round}` }
          : { app, action: 'rollback', by: `${app}-r${round}` },
      ),
    );
  }
  return rounds;
}

/**
 * Runs the rounds (each round's commands at once) and checks the registry against what each command answered.
 * `recordedBy`: who the history names for a command (over HTTP, the release token's name, not the caller's word).
 */
async function runRounds(
  rounds: Command[][],
  run: (command: Command, round: number) => Promise<Outcome>,
  read: () => Promise<RegistryDocument>,
  recordedBy: (command: Command) => string = (command) => command.by,
) {
  const done: { command: Command; outcome: Outcome }[] = [];
  for (const [round, commands] of rounds.entries()) {
    const outcomes = await Promise.all(commands.map((command) => run(command, round)));
    commands.forEach((command, i) => done.push({ command, outcome: outcomes[i]! }));
  }
  const registry = await read();

  // Refused: only the rollbacks with nothing to go back to (round 1 of the odd remotes).
  const refused = done.filter(({ outcome }) => !outcome.ok);
  assert.deepEqual(
    refused.map(({ command }) => command.by),
    REMOTE_NAMES.filter((_, i) => i % 2 === 1).map((app) => `${app}-r1`),
  );
  for (const { outcome } of refused) assert.match((outcome as { message: string }).message, /no earlier live version/);

  // Every successful command is in the history, exactly once, in the order each remote's came.
  const succeeded = done.filter(({ outcome }) => outcome.ok);
  assert.equal(registry.history.length, succeeded.length);
  assert.equal(registry.revision, succeeded.length);
  for (const app of REMOTE_NAMES) {
    const mine = succeeded.filter(({ command }) => command.app === app);
    const entries = registry.history.filter((entry) => entry.app === app);
    assert.deepEqual(
      entries.map((entry) => [entry.action, entry.by, entry.to]),
      mine.map(({ command, outcome }) => [command.action, recordedBy(command), (outcome as { to: string }).to]),
      app,
    );
    // Each change starts where the one before it ended: none was applied to a stale registry.
    entries.forEach((entry: HistoryEntry, i) => assert.equal(entry.from, entries[i - 1]?.to ?? null, `${app} #${i}`));
    // A rollback goes back to the version live before the release it undoes.
    entries.forEach((entry, i) => {
      if (entry.action === 'rollback') assert.equal(entry.to, entries[i - 1]!.from, `${app} #${i}`);
    });
    const last = mine.at(-1)!.outcome as { to: string };
    assert.equal(registry.apps[app]?.live, entries.at(-1)!.to, app);
    assert.equal(registry.apps[app]?.live, last.to, app);
  }
  return registry;
}

/** A command run in this process, on one process's releases. */
async function inProcess(releases: Releases, command: Command): Promise<Outcome> {
  const options = { by: command.by };
  try {
    const { to } = await (command.action === 'release'
      ? release(releases, command.app, command.version, options)
      : rollback(releases, command.app, command.version, options));
    return { ok: true, to };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

// ---- The embedded default, from the command line ---------------------------------------------------

/** npm run remotes (CI runs the API tests before anything is built: the test run's own copy of it). */
function cli(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...remotesCliArgs(), ...args], {
      cwd: REPO_ROOT,
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the release CLI, many at once on the embedded default', () => {
  it(`${REMOTE_NAMES.length} remotes × ${CLI_ROUNDS} rounds of releases and rollbacks, one process each: every change in the history, none lost`, async (t) => {
    // The file registry does not depend on the database: the run on PGlite covers it, once.
    if (process.env.TEST_DATABASE_URL) return t.skip('the file registry: run on the embedded default only');
    const dir = folder('releases');
    const env = { RELEASES_DIR: dir, DATA_DIR: folder('data') };
    const rounds = plan(await publishVersions(dir, CLI_ROUNDS), CLI_ROUNDS);
    const registry = await runRounds(
      rounds,
      async (command, round) => {
        // The first versions go live from here (each process start costs a second): the rounds after are all processes.
        if (round === 0) return inProcess(openReleases(dir), command);
        const { code, stdout, stderr } = await cli(
          [command.action, command.app, ...(command.version ? [command.version] : []), '--by', command.by],
          env,
        );
        if (code !== 0) {
          assert.equal(code, 1, stderr);
          return { ok: false, message: stderr };
        }
        // "checkout: released A → B, live now" / "checkout: rolled back B → A, live now"
        const to = new RegExp(
          `^${command.app}: ${command.action === 'release' ? 'released' : 'rolled back'} \\S+ → (\\S+), live now$`,
          'm',
        ).exec(stdout)?.[1];
        assert.ok(to, stdout);
        return { ok: true, to };
      },
      () => openReleases(dir).store.read(),
    );
    assert.equal(registry.history.length, rounds.flat().length - 2);
    // Nothing left behind by the writers: no lock, no half-written registry.
    const beside = readdirSync(path.dirname(dir)).filter((file) => file.startsWith(path.basename(registryFile(dir))));
    assert.deepEqual(beside, [path.basename(registryFile(dir))]);
  });

  it('publishes one build from two processes at once: both succeed, one version', async () => {
    const dir = folder('releases');
    const env = { RELEASES_DIR: dir, DATA_DIR: folder('data') };
    const build = remoteBuild('kitchen', 'twice');
    const runs = await Promise.all([cli(['publish', 'kitchen', build], env), cli(['publish', 'kitchen', build], env)]);
    for (const run of runs) assert.equal(run.code, 0, run.stderr);
    const said = runs.map((run) => /^kitchen: (published|already published as) (\S+) \(not live/m.exec(run.stdout));
    assert.ok(said.every(Boolean), runs.map((run) => run.stdout).join('\n'));
    assert.equal(said[0]![2], said[1]![2]);
    assert.ok(said.some((match) => match![1] === 'published'));
    assert.deepEqual(readdirSync(path.join(dir, 'kitchen')), [said[0]![2]]);
    assert.deepEqual(
      (await listReleases(dir, 'kitchen')).map((info) => info.version),
      [said[0]![2]],
    );
    assert.ok(existsSync(path.join(dir, 'kitchen', said[0]![2]!, 'remoteEntry.js.gz')));
  });

  it('publishes with no compressed copies when asked (--uncompressed), here only, never with --server', async () => {
    const dir = folder('releases');
    const env = { RELEASES_DIR: dir, DATA_DIR: folder('data') };
    const build = remoteBuild('kitchen', 'plain');
    const run = await cli(['publish', 'kitchen', build, '--uncompressed'], env);
    assert.equal(run.code, 0, run.stderr);
    const version = /^kitchen: published (\S+) \(not live/m.exec(run.stdout)![1]!;
    const files = readdirSync(path.join(dir, 'kitchen', version));
    assert.ok(files.includes('remoteEntry.js'), files.join(', '));
    assert.deepEqual(
      files.filter((file) => /\.(gz|br)$/.test(file)),
      [],
    );
    // It goes live as any release does.
    assert.equal((await cli(['release', 'kitchen', version, '--by', 'test'], env)).code, 0);

    const remote = await cli(['publish', 'kitchen', build, '--uncompressed', '--server', 'http://127.0.0.1:9', '--token', 'x'], env);
    assert.equal(remote.code, 1);
    assert.match(remote.stderr, /--uncompressed publishes on this machine only, not with --server/);
  });
});

describe('the release CLI on a new, empty PostgreSQL database', () => {
  it('two publishes at once migrate it once and both succeed; the release after goes live', async (t) => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return t.skip('needs TEST_DATABASE_URL (a PostgreSQL server)');
    const name = `troo_test_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    try {
      const env = { RELEASES_DIR: folder('releases'), DATA_DIR: folder('data'), DATABASE_URL: databaseUrl(serverUrl, name) };
      const build = remoteBuild('kitchen', 'on an empty database');
      const runs = await Promise.all([cli(['publish', 'kitchen', build], env), cli(['publish', 'kitchen', build], env)]);
      for (const run of runs) assert.equal(run.code, 0, run.stderr);
      const released = await cli(['release', 'kitchen'], env);
      assert.equal(released.code, 0, released.stderr);
      assert.match(released.stdout, /^kitchen: released .* → \S+, live now$/m);
    } finally {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});

// ---- A PostgreSQL server, from two API processes ------------------------------------------------

const RELEASE_TOKEN = 'release-token-for-the-concurrency-test-0123456789';

describe('two API processes on one PostgreSQL database', () => {
  it(`${REMOTE_NAMES.length} remotes × ${ROUNDS} rounds of releases and rollbacks split over both: every change in the history, none lost`, async (t) => {
    const server = process.env.TEST_DATABASE_URL;
    if (!server) {
      console.log('# skipped: the registry is one PostgreSQL row only on a server; set TEST_DATABASE_URL to run this');
      return t.skip('needs TEST_DATABASE_URL (a PostgreSQL server)');
    }
    const database = await freshDatabase();
    let second: OpenDatabase | null = null;
    const apps: TestApp[] = [];
    try {
      // The second process has its own connections, as another machine behind the same address would.
      second = await openedElsewhere(database);
      const dir = folder('releases');
      const env = { RELEASES_DIR: dir, DATABASE_URL: await databaseUrlOf(database), RELEASE_TOKEN };
      apps.push(await buildTestApp(env, { database }), await buildTestApp(env, { database: second }));
      assert.ok(apps.every(({ app }) => app.releases.store.where.includes('database')));

      const overHttp = apps[0]!.app.hasRoute({ method: 'POST', url: '/api/releases/:app/release' });
      console.log(
        overHttp
          ? '# through POST /api/releases/:app/release and /rollback'
          : '# no release routes yet: calling the registry of each process directly',
      );
      const change = async (releases: Releases, app: TestApp['app'], command: Command): Promise<Outcome> => {
        if (overHttp) {
          const response = await app.inject({
            method: 'POST',
            url: `/api/releases/${command.app}/${command.action}`,
            headers: bearer(RELEASE_TOKEN),
            // Operator calls are limited per address: each from its own, as from several deploy machines.
            remoteAddress: newAddress(),
            payload: { ...(command.version ? { version: command.version } : {}), by: command.by },
          });
          const body = response.json<{ message: string; data: { to: string } }>();
          return response.statusCode === 200 ? { ok: true, to: body.data.to } : { ok: false, message: body.message };
        }
        return inProcess(releases, command);
      };

      const rounds = plan(await publishVersions(dir, ROUNDS), ROUNDS);
      const registry = await runRounds(
        rounds,
        (command, round) => {
          const { app } = apps[(round + REMOTE_NAMES.indexOf(command.app)) % 2]!;
          return change(app.releases, app, command);
        },
        () => apps[1]!.app.releases.store.read(),
        // Over HTTP the history names the token that made the change (RELEASE_TOKEN: 'operator token').
        (command) => (overHttp ? 'operator token' : command.by),
      );
      assert.deepEqual(await apps[0]!.app.releases.store.read(), registry);
      // Both serve it at once.
      for (const { app } of apps) {
        const { remotes } = (await app.inject({ url: '/remotes.json' })).json<{ remotes: { name: string; version: string }[] }>();
        assert.deepEqual(
          Object.fromEntries(remotes.map((remote) => [remote.name, remote.version])),
          Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, registry.apps[remote]!.live])),
        );
      }
    } finally {
      for (const app of apps) await app.close();
      await second?.close();
      await database.close();
    }
  });
});
