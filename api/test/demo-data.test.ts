import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import type { ModifierGroupChoices } from '@troo/shared/contract';
import sharp from 'sharp';
import { businesses, menuCategories, menuItems, users } from '../src/db/schema.js';
import { demoArt, demoPictures } from '../src/seed/demo-images.js';
import { DEMO, DEMO_CREDENTIALS_FILE, readDemoCredentials } from '../src/seed/demo.js';
import { prepareInstallation, welcomeText } from '../src/start-up.js';
import { REPO_ROOT } from '../src/config.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { newAddress } from './helpers/onboarding.js';

// The passwords once published in the README and the code, tried by whoever read them.
const PUBLISHED = [
  { email: 'owner@mamaput.ng', password: 'JollofRice2026' },
  { email: 'chef@mamaput.ng', password: 'PepperSoup2026' },
];

/** Starts as `npm start` does (releases, demo seed), with SEED_DEMO left to its default. */
async function start(env: Record<string, string>): Promise<TestApp> {
  const t = await buildTestApp({ SEED_DEMO: '', ...env });
  await prepareInstallation({ config: t.config, db: t.db, releases: t.app.releases, log: t.app.log, runAlone: t.app.runAlone });
  return t;
}

const login = (t: TestApp, who: { email: string; password: string }) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: who, remoteAddress: newAddress() });

describe('a production start', () => {
  let t: TestApp;
  before(async () => {
    t = await start({ NODE_ENV: 'production' });
  });
  after(() => t.close());

  it('has no demo business and no demo sign-in', async () => {
    const [row] = await t.db.select({ n: count() }).from(businesses);
    assert.equal(row!.n, 0);
    assert.equal(existsSync(path.join(t.config.dataDir, DEMO_CREDENTIALS_FILE)), false);
    for (const who of PUBLISHED) assert.equal((await login(t, who)).statusCode, 401, who.email);
    const demo = await t.app.inject({ url: `/api/business/getBusinessDetails/?business_identifier=${DEMO.businessIdentifier}` });
    assert.equal(demo.statusCode, 404);
    const welcome = await welcomeText({ config: t.config, db: t.db, mailboxKey: null });
    assert.doesNotMatch(welcome, /Owner \(admin\)|mamaput/);
    assert.match(welcome, /SMTP_URL is not set/);
  });
});

describe('a development start', () => {
  let t: TestApp;
  before(async () => {
    t = await start({});
  });
  after(() => t.close());

  it('creates the demo with passwords made for this installation, printed and kept in a private file', async () => {
    const file = path.join(t.config.dataDir, DEMO_CREDENTIALS_FILE);
    assert.equal(statSync(file).mode & 0o777, 0o600);
    const credentials = readDemoCredentials(t.config.dataDir)!;
    for (const who of [credentials.admin, credentials.employee]) {
      assert.match(who.password, /^[A-Za-z0-9]{12}$/);
      assert.equal((await login(t, who)).statusCode, 200, who.email);
    }
    assert.match(credentials.pin, /^\d{4}$/);
    for (const who of PUBLISHED) assert.equal((await login(t, who)).statusCode, 401, `${who.email} with the published password`);

    const welcome = await welcomeText({ config: t.config, db: t.db, mailboxKey: t.app.devMailbox!.key });
    assert.ok(welcome.includes(`${credentials.admin.email} / ${credentials.admin.password}`));
    assert.ok(welcome.includes(`${credentials.employee.email} / ${credentials.employee.password}`));
    assert.ok(welcome.includes(`/dev/mailbox?key=${t.app.devMailbox!.key}`));
    // The table to scan: its code's own address, with the id checkout orders for.
    assert.match(welcome, /Table 1 QR URL: http\S+\/start-order\?\S*group_name=Main&asset=[0-9a-f-]{36}/);

    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    for (const password of [credentials.admin.password, ...PUBLISHED.map((p) => p.password)])
      assert.equal(readme.includes(password), false);
  });

  it('seeds once: a restart keeps the same passwords', async () => {
    const before = readFileSync(path.join(t.config.dataDir, DEMO_CREDENTIALS_FILE), 'utf8');
    await prepareInstallation({ config: t.config, db: t.db, releases: t.app.releases, log: t.app.log, runAlone: t.app.runAlone });
    assert.equal(readFileSync(path.join(t.config.dataDir, DEMO_CREDENTIALS_FILE), 'utf8'), before);
    const [owners] = await t.db.select({ n: count() }).from(users).where(eq(users.email, DEMO.admin.email));
    assert.equal(owners!.n, 1);
  });

  it('shows a picture of its own for every dish (800×600) and a 512 px logo, as WebP', async () => {
    const size = async (url: string | null) => {
      const response = await t.app.inject({ url: url! });
      assert.equal(response.headers['content-type'], 'image/webp');
      const { width, height, format } = await sharp(response.rawPayload).metadata();
      return { width, height, format, bytes: response.rawPayload.length };
    };
    const [business] = await t.db.select().from(businesses).where(eq(businesses.uniqueIdentifier, DEMO.businessIdentifier));
    const logo = await size(`/api/images/${business!.logoImageId}`);
    assert.deepEqual({ ...logo, bytes: undefined }, { width: 512, height: 512, format: 'webp', bytes: undefined });
    const items = await t.db.select().from(menuItems).where(eq(menuItems.businessId, business!.id));
    assert.equal(new Set(items.map((item) => item.imageId)).size, items.length, 'every dish has its own picture');
    for (const item of items) {
      const picture = await size(`/api/images/${item.imageId}`);
      assert.equal(`${picture.width}×${picture.height} ${picture.format}`, '800×600 webp', item.name);
      assert.ok(picture.bytes < 80_000, `${item.name}: ${picture.bytes} bytes`);
    }
    const categories = await t.db.select().from(menuCategories).where(eq(menuCategories.businessId, business!.id));
    for (const category of categories)
      assert.ok(
        items.some((item) => item.imageId === category.imageId),
        category.name,
      );
  });

  it('shows option rules: Jollof Rice asks for one protein, required, in the order written', async () => {
    const [business] = await t.db.select().from(businesses).where(eq(businesses.uniqueIdentifier, DEMO.businessIdentifier));
    const [jollof] = await t.db
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.businessId, business!.id), eq(menuItems.name, 'Jollof Rice')));
    const answer = await t.app.inject({
      url: `/api/menu/getOrderAndPayMenuItemByID/?business_identifier=${DEMO.businessIdentifier}&menu_item_id=${jollof!.id}`,
    });
    const [protein] = answer.json<{ modifiers: ModifierGroupChoices[] }>().modifiers;
    assert.deepEqual([protein!.modifier_group_name, protein!.min_choices, protein!.max_choices], ['Protein', 1, 1]);
    assert.deepEqual(
      protein!.modifiers.map((m) => [m.modifier_name, m.modifier_price]),
      [
        ['Chicken', 1500],
        ['Beef', 1200],
        ['Goat meat', 1800],
      ],
    );
  });

  it('draws the pictures once into the data folder; a second seed reuses them', async () => {
    const files = demoPictures(t.config.dataDir).map((picture) => picture.file);
    const drawnAt = files.map((file) => statSync(file).mtimeMs);
    await demoArt(t.config.dataDir);
    assert.deepEqual(
      files.map((file) => statSync(file).mtimeMs),
      drawnAt,
    );
  });

  it('gives another installation other passwords', async () => {
    // The pictures this installation drew, copied: drawing them again (seconds of CPU) tells nothing here.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'troo-demo-other-'));
    cpSync(path.join(t.config.dataDir, 'demo-art'), path.join(dataDir, 'demo-art'), { recursive: true });
    const other = await start({ DATA_DIR: dataDir });
    try {
      assert.notEqual(readDemoCredentials(other.config.dataDir)!.admin.password, readDemoCredentials(t.config.dataDir)!.admin.password);
    } finally {
      await other.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
