import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findNginx } from '../../platform/releases/src/cluster/nginx.js';
import { REPO_ROOT } from '../src/config.js';
import { freePorts } from '../../platform/releases/src/cluster/ports.js';
import { openDatabase } from '../src/db/client.js';
import { publish } from '../../platform/releases/src/remotes/registry.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { databaseUrl, onServer } from './helpers/database-template.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { openMigratedFolder } from './helpers/migrated-folder.js';
import { CHECKOUT_URL, checkoutBody } from './helpers/paid-order.js';
import { removeBuilds, remoteBuild, shellBuild } from './helpers/release-builds.js';
import { startServer, type ServerProcess } from './helpers/server-process.js';
import { overHttps, selfSignedCertificate, siteConfig, SITE_NAME, startTlsProxy, type TlsProxy } from './helpers/tls-proxy.js';

// docs/production.md's steps as far as this machine allows (no systemd, no public name, no certbot):
// the builds published as `npm run build` publishes them (stand-in builds: the real one is the
// browser tests' step), the server started as troo.service starts it (NODE_ENV=production, the
// sandbox as a first test payment), nginx with deploy/nginx/troo-site.conf and a self-signed
// certificate in front; pages over https at once (no 503 "not built yet"), a diner's order paid in
// the sandbox, the server restarted as `systemctl restart` does (SIGTERM, start), the order still there.

const serverUrl = process.env.TEST_DATABASE_URL;
const nginx = findNginx();

describe(
  `the production recipe, behind nginx over https (${serverUrl ? 'PostgreSQL' : 'embedded database'})`,
  { skip: nginx ? false : 'nginx is not installed (sudo apt install nginx-light)' },
  () => {
    const work = mkdtempSync(path.join(tmpdir(), 'troo-production-'));
    const dataDir = path.join(work, 'data');
    let env: Record<string, string>;
    let proxy: TlsProxy;
    let server: ServerProcess;
    let site: { port: number; ca: string };
    let plainHttp: string;
    let business: TestBusiness;
    let itemId: string;
    let databaseName: string | null = null;

    const start = () => startServer(env);

    before(async () => {
      const base = await freePorts(2);
      const [apiPort, httpPort, httpsPort] = [base, base + 1, base + 2];
      env = {
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'sandbox',
        DATA_DIR: dataDir,
        RELEASES_DIR: path.join(dataDir, 'remotes'),
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: `https://${SITE_NAME}:${httpsPort}`,
        TRUST_PROXY: '127.0.0.1',
        TOKEN_SECRET: randomBytes(48).toString('base64'),
        DRAIN_SECONDS: '0',
        SMTP_URL: '',
        DATABASE_URL: '',
      };
      if (serverUrl) {
        databaseName = `troo_production_${randomBytes(4).toString('hex')}`;
        await onServer(serverUrl, `CREATE DATABASE ${databaseName}`);
        env.DATABASE_URL = databaseUrl(serverUrl, databaseName);
      }
      // A restaurant with a menu and a bank account, as its owner's onboarding leaves it.
      const database = env.DATABASE_URL
        ? await openDatabase({ url: env.DATABASE_URL, pgliteDir: null })
        : await openMigratedFolder(path.join(dataDir, 'pglite'));
      try {
        business = await createTestBusiness(database.db, 'Mama Put');
        await addBankAccount(database.db, business);
        itemId = (await createTestMenu(database.db, business)).jollof.id;
      } finally {
        await database.close();
      }
      // What npm run build publishes (and nothing made live: the first start does that).
      await publish(env.RELEASES_DIR!, 'shell', shellBuild('production'), '1.0.0', { precompress: false });
      await publish(env.RELEASES_DIR!, 'ordering', remoteBuild('production'), '1.0.0', { precompress: false });

      const { cert, key } = selfSignedCertificate(work);
      site = { port: httpsPort, ca: cert };
      plainHttp = `http://127.0.0.1:${httpPort}`;
      server = await start();
      proxy = await startTlsProxy({
        binary: nginx!,
        runDir: path.join(work, 'nginx'),
        site: siteConfig({ httpPort, httpsPort, apiPort, cert, key }),
        httpsPort,
      });
    });

    after(async () => {
      await proxy?.stop();
      await server?.remove();
      removeBuilds();
      rmSync(work, { recursive: true, force: true });
      if (databaseName) await onServer(serverUrl!, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    });

    it('answers pages and health over https from the first start, and sends http to https', async () => {
      const health = await overHttps(site, 'GET', '/api/health');
      assert.equal(health.status, 200, health.body);
      const page = await overHttps(site, 'GET', '/start-order');
      assert.equal(page.status, 200, page.body);
      assert.doesNotMatch(page.body, /not built yet/);
      assert.match(String(page.headers['strict-transport-security']), /max-age=/);
      const plain = await fetch(`${plainHttp}/start-order`, { redirect: 'manual' });
      assert.equal(plain.status, 301);
      assert.equal(plain.headers.get('location'), 'https://127.0.0.1/start-order');
    });

    it('ships systemd units that systemd-analyze verify accepts', (t) => {
      const units = ['troo.service', 'troo-health.service', 'troo-health.timer'].map((unit) =>
        path.join(REPO_ROOT, 'deploy/systemd', unit),
      );
      try {
        execFileSync('systemd-analyze', ['--version'], { stdio: 'ignore' });
      } catch {
        return t.skip('systemd-analyze is not installed');
      }
      // Throws with what it printed when a unit has an unknown key or a missing program.
      const said = execFileSync('systemd-analyze', ['verify', ...units], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      assert.equal(said.trim(), '');
    });

    let order: { id: string; reference: string };

    it('takes a diner’s order paid in the sandbox over https', async () => {
      const started = await overHttps(site, 'POST', CHECKOUT_URL, {
        json: { ...checkoutBody(business, itemId), callback_url: `${env.PUBLIC_URL}/demo/payment-type/orderandpay` },
      });
      assert.equal(started.status, 200, started.body);
      const { transaction, paystack_data } = JSON.parse(started.body) as {
        transaction: { ref: string };
        paystack_data: { data: { authorization_url: string } };
      };
      const payPage = new URL(paystack_data.data.authorization_url);
      // The payment page is on the public https address (PUBLIC_URL), as Paystack's return would be.
      assert.equal(payPage.origin, env.PUBLIC_URL);
      const paid = await overHttps(site, 'POST', payPage.pathname, { form: 'outcome=pay' });
      assert.equal(paid.status, 303, paid.body);
      const confirmed = await overHttps(site, 'POST', '/api/order/confirmOrderPayment/', { json: { reference: transaction.ref } });
      const body = JSON.parse(confirmed.body) as { status: boolean; data: { _id: string } };
      assert.equal(body.status, true, confirmed.body);
      order = { id: body.data._id, reference: transaction.ref };
    });

    it('keeps the order across a restart (SIGTERM, then start, as systemctl restart does)', async () => {
      server.child.kill('SIGTERM');
      assert.deepEqual(await server.exited, { code: 0, signal: null }, server.output());
      server = await start();
      const confirmed = await overHttps(site, 'POST', '/api/order/confirmOrderPayment/', { json: { reference: order.reference } });
      const body = JSON.parse(confirmed.body) as { status: boolean; data: { _id: string } };
      assert.equal(body.data?._id, order.id, confirmed.body);
    });
  },
);
