import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { findNginx, NGINX_MISSING } from '../../platform/releases/src/cluster/nginx.js';
import { startApiProcess } from './helpers/api-process.js';
import { databaseUrl, onServer } from './helpers/database-template.js';
import { freePorts } from '../../platform/releases/src/cluster/ports.js';

// npm run start:cluster's launcher (src/cli/cluster.ts) as an operator meets it: it refuses what
// cannot work before starting anything, restarts a process that dies, and Ctrl-C stops all of it.

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Whether process `pid` still runs (a zombie no one has reaped yet has ended). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

const launcher = (env: Record<string, string>) => startApiProcess('src/cli/cluster', { env: { LOG_LEVEL: 'warn', ...env } });

describe('npm run start:cluster', () => {
  it('without nginx says how to install it, and starts nothing', async () => {
    const run = launcher({ NGINX_PATH: '/nonexistent/nginx' });
    const { code } = await run.exited;
    assert.equal(code, 1);
    assert.ok(run.output().includes(NGINX_MISSING), run.output());
    assert.match(run.output(), /apt install nginx/);
  });

  it('refuses a CLUSTER_SIZE it cannot run, and a port in use, naming it', async () => {
    const bad = launcher({ CLUSTER_SIZE: '0' });
    assert.equal((await bad.exited).code, 1);
    assert.match(bad.output(), /CLUSTER_SIZE must be a whole number from 1 to 32, not "0"/);

    const port = await freePorts(2);
    const squatter = createServer().listen(port + 2, '127.0.0.1');
    try {
      const taken = launcher({ NGINX_PATH: findNginx() ?? '/bin/true', CLUSTER_SIZE: '2', PORT: String(port), HOST: '127.0.0.1' });
      assert.equal((await taken.exited).code, 1);
      // Named: this test's own process holds it.
      const named = new RegExp(`port ${port + 2} on 127\\.0\\.0\\.1 is in use by process ${process.pid} \\(\\S*node`);
      assert.match(taken.output(), named);
      // And before the build: npm run start:cluster runs this check first.
      const beforeBuild = startApiProcess('src/cli/cluster-preflight', {
        env: { NGINX_PATH: findNginx() ?? '/bin/true', CLUSTER_SIZE: '2', PORT: String(port), HOST: '127.0.0.1' },
      });
      assert.equal((await beforeBuild.exited).code, 1);
      assert.match(beforeBuild.output(), named);
    } finally {
      squatter.close();
    }
  });

  it('starts processes behind nginx on a new database, starts a killed one again, and Ctrl-C stops all of it', async (t) => {
    const server = process.env.TEST_DATABASE_URL;
    const nginx = findNginx();
    if (!server || !nginx) {
      const why = !server ? 'the processes share a PostgreSQL server; set TEST_DATABASE_URL to run this' : NGINX_MISSING;
      console.log(`# skipped: ${why}`);
      return t.skip(why);
    }
    const name = `troo_test_${randomBytes(6).toString('hex')}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'troo-start-cluster-'));
    const port = await freePorts(2);
    // The launcher creates the database itself when it is missing.
    const run = launcher({
      NGINX_PATH: nginx,
      CLUSTER_SIZE: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(server, name),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      DRAIN_SECONDS: '1',
    });
    try {
      await run.printed('Troo cluster: nginx on');
      assert.match(run.output(), new RegExp(`created the database ${name}`));
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      assert.equal(health.status, 200);

      // A second launcher on the same data folder (another port) would write over this one's nginx files.
      const second = launcher({
        NGINX_PATH: nginx,
        CLUSTER_SIZE: '2',
        PORT: String(await freePorts(2)),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
      });
      assert.equal((await second.exited).code, 1);
      assert.match(second.output(), /another start:cluster runs on .* \(its nginx is process \d+\)/);

      const pid = Number(/api 2 ready on \S+ \(pid (\d+)\)/.exec(run.output())![1]);
      process.kill(pid, 'SIGKILL');
      await run.printed(`api 2 (pid ${pid}) exited (SIGKILL); starting it again`);
      await run.printed(`api 2 ready on 127.0.0.1:${port + 2}`);

      // nginx killed outright: its workers are ended and it is started again, in front of the same processes.
      const nginxPid = Number(readFileSync(path.join(dataDir, 'nginx/nginx.pid'), 'utf8'));
      process.kill(nginxPid, 'SIGKILL');
      await run.printed('nginx exited');
      await run.printed('nginx started again');
      assert.equal((await fetch(`http://127.0.0.1:${port}/api/health`)).status, 200);

      run.child.kill('SIGINT');
      assert.equal((await run.exited).code, 0, run.output());
      for (const p of [port, port + 1, port + 2]) assert.equal(await accepts(p), false, `nothing listens on ${p} any more`);
    } finally {
      if (run.child.exitCode === null) run.child.kill('SIGKILL');
      await onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stops its processes and nginx when the launcher is killed outright (kill -9)', async (t) => {
    const server = process.env.TEST_DATABASE_URL;
    const nginx = findNginx();
    if (!server || !nginx) {
      const why = !server ? 'the processes share a PostgreSQL server; set TEST_DATABASE_URL to run this' : NGINX_MISSING;
      console.log(`# skipped: ${why}`);
      return t.skip(why);
    }
    const name = `troo_test_${randomBytes(6).toString('hex')}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'troo-start-cluster-'));
    const port = await freePorts(1);
    const run = launcher({
      NGINX_PATH: nginx,
      CLUSTER_SIZE: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(server, name),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      DRAIN_SECONDS: '0',
    });
    try {
      await run.printed('Troo cluster: nginx on');
      const pids = [
        Number(/api 1 ready on \S+ \(pid (\d+)\)/.exec(run.output())![1]),
        Number(readFileSync(path.join(dataDir, 'nginx/nginx.pid'), 'utf8')),
      ];
      run.child.kill('SIGKILL');
      await run.exited;
      // Each child sees its end of the launcher's pipe close, and stops.
      const deadline = Date.now() + 20_000;
      while (pids.some(alive) || (await accepts(port)) || (await accepts(port + 1))) {
        assert.ok(Date.now() < deadline, `still running 20 s after the launcher died: ${pids.filter(alive).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      if (run.child.exitCode === null) run.child.kill('SIGKILL');
      await onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
