import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { buildApp } from '../src/app.js';
import { REPO_ROOT, loadConfig } from '../src/config.js';
import { scoped, scopedTo } from '../src/data/index.js';
import { assets, branches, businesses, checkouts, menuGroups, menuItems, orders, users } from '../src/db/schema.js';
import { ORDER_NOT_FOUND } from '../src/domain/kitchen/staff-orders.js';
import { NotFound } from '../src/errors.js';
import { bearer, freshDatabase, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { createTestMenu } from './helpers/menu.js';
import { payForOrder } from './helpers/paid-order.js';
import { sameOnEveryDatabase } from './helpers/same-on-every-database.js';
import { signInStaff, type StaffTokens } from './helpers/tokens.js';

// Tenancy by construction: whatever a route asks the scoped layer for, it gets its own business's
// rows, and another business's ids find nothing, without the route writing a filter of its own.

/** What the fixture route lists: ids of every kind of row, with no business named anywhere. */
interface Everything {
  branches: string[];
  categories: string[];
  items: string[];
  assets: string[];
  roles: string[];
  employees: string[];
  orders: string[];
}

/** The real app on a fresh database, with a route of the test's own added before it starts. */
async function appWithFixtureRoute(): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'troo-tenancy-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    TOKEN_SECRET: 'test-secret-that-is-long-enough-for-hmac-signing',
    PUBLIC_URL: 'http://troo.test',
    SEED_DEMO: 'false',
    NODE_ENV: 'test',
  });
  const database = await freshDatabase();
  const app = await buildApp({ config, database });
  // A careless route: it names no business and filters nothing, it only asks the layer.
  app.get('/api/test/everything', { preHandler: app.requireStaff }, async (request): Promise<Everything> => {
    const data = scoped(request);
    const outlets = await data.branches.list();
    const items: string[] = [];
    const tables: string[] = [];
    for (const outlet of outlets) {
      items.push(...(await (await data.menu.ofOutlet(outlet.id)).items(undefined)).map((item) => item._id));
      tables.push(...(await data.assets.list(outlet.id, 'table')).map((asset) => asset.id));
    }
    return {
      branches: outlets.map((outlet) => outlet.id),
      categories: (await data.menu.categories()).map((category) => category._id),
      items,
      assets: tables,
      roles: (await data.staff.roles()).map((role) => role.id),
      employees: (await data.staff.list()).map((row) => row.user.id),
      orders: (await data.orders.list({})).map((order) => order._id),
    };
  });
  // The same careless route, handed another business's outlet by the caller.
  app.get('/api/test/outlet-tables', { preHandler: app.requireStaff }, async (request) => {
    const branchId = (request.query as { branch: string }).branch;
    return { tables: (await scoped(request).assets.list(branchId, 'table')).map((asset) => asset.id) };
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('tenancy: every query through the scoped layer', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  let tokens: StaffTokens;
  let otherMenu: Awaited<ReturnType<typeof createTestMenu>>;
  let otherTable: string;
  let otherRole: string;
  /** A paid order of each business. */
  let shopOrder: Awaited<ReturnType<typeof payForOrder>>;
  let otherOrder: Awaited<ReturnType<typeof payForOrder>>;

  before(async () => {
    t = await appWithFixtureRoute();
    shop = await createTestBusiness(t.db, 'Mama Put');
    other = await createTestBusiness(t.db, 'Rival Kitchen');
    const shopMenu = await createTestMenu(t.db, shop);
    otherMenu = await createTestMenu(t.db, other);
    shopOrder = await payForOrder(t.app, shop, shopMenu.jollof.id);
    otherOrder = await payForOrder(t.app, other, otherMenu.jollof.id);
    const publicUrl = t.config.publicUrl;
    const tablesFor = (b: TestBusiness) =>
      scopedTo(t.db, b.businessId).assets.create({
        branchId: b.branchId,
        type: 'table',
        groupName: 'Patio',
        count: 2,
        businessIdentifier: b.identifier,
        publicUrl,
      });
    await tablesFor(shop);
    otherTable = (await tablesFor(other))[0]!.id;
    await scopedTo(t.db, shop.businessId).staff.roles();
    otherRole = (await scopedTo(t.db, other.businessId).staff.roles())[0]!.id;
    tokens = await signInStaff(t, shop, other);
  });
  after(() => t.close());

  const everything = async (token: string) => {
    const response = await t.app.inject({ url: '/api/test/everything', headers: bearer(token) });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<Everything>();
  };

  /** The business each id belongs to, read straight from the tables. */
  const ownersOf = async (list: Everything): Promise<Set<string>> => {
    const owners = new Set<string>();
    const add = (rows: { businessId: string }[]) => rows.forEach((row) => owners.add(row.businessId));
    for (const id of list.branches) add(await t.db.select({ businessId: branches.businessId }).from(branches).where(eq(branches.id, id)));
    for (const id of list.items) add(await t.db.select({ businessId: menuItems.businessId }).from(menuItems).where(eq(menuItems.id, id)));
    for (const id of list.assets) add(await t.db.select({ businessId: assets.businessId }).from(assets).where(eq(assets.id, id)));
    for (const id of list.employees) add(await t.db.select({ businessId: users.businessId }).from(users).where(eq(users.id, id)));
    for (const id of list.orders) add(await t.db.select({ businessId: orders.businessId }).from(orders).where(eq(orders.id, id)));
    return owners;
  };

  it('a route with no filter of its own reads only the signed-in business, for each side', async () => {
    const mine = await everything(tokens.admin);
    assert.deepEqual(mine.branches, [shop.branchId]);
    assert.equal(mine.items.length, 2, 'both items of the shop, and no others');
    assert.equal(mine.assets.length, 2);
    assert.equal(mine.categories.length, 1);
    assert.equal(mine.roles.length, 5);
    assert.deepEqual(mine.employees, [shop.employee.id]);
    assert.deepEqual(mine.orders, [shopOrder.id]);
    assert.deepEqual([...(await ownersOf(mine))], [shop.businessId]);
    assert.ok(!mine.roles.includes(otherRole));

    const theirs = await everything(tokens.otherAdmin);
    assert.deepEqual(theirs.branches, [other.branchId]);
    assert.deepEqual(theirs.orders, [otherOrder.id]);
    assert.deepEqual([...(await ownersOf(theirs))], [other.businessId]);
    assert.ok(theirs.items.includes(otherMenu.jollof.id));
    assert.equal(mine.items.filter((id) => theirs.items.includes(id)).length, 0);
  });

  it("the same route handed another business's outlet finds none of its tables", async () => {
    const response = await t.app.inject({ url: `/api/test/outlet-tables?branch=${other.branchId}`, headers: bearer(tokens.admin) });
    assert.deepEqual(response.json(), { tables: [] });
  });

  /** An order's status and its checkout's, read straight from the tables. */
  const stateOf = async (orderId: string) => {
    const [row] = await t.db
      .select({ order: orders.status, checkout: checkouts.status })
      .from(orders)
      .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
      .where(eq(orders.id, orderId));
    return row;
  };

  describe("every repository given another business's id finds nothing and changes nothing", () => {
    const mine = () => scopedTo(t.db, shop.businessId);
    const notFound = (work: Promise<unknown>) => assert.rejects(work, NotFound);

    it('menu: an item, a group, an outlet', async () => {
      await notFound(mine().menu.itemById(otherMenu.jollof.id));
      await notFound(mine().menu.editItem(otherMenu.jollof, { name: 'Taken', priceKobo: 1 }, null));
      await notFound(mine().menu.setGroupPrice(otherMenu.jollof.groupId, { priceToAll: true, priceKobo: 1 }));
      await notFound(mine().menu.ofOutlet(other.branchId));
      const [item] = await t.db.select().from(menuItems).where(eq(menuItems.id, otherMenu.jollof.id));
      assert.equal(item!.name, 'Jollof Rice');
      assert.equal(item!.priceKobo, 250_000);
      const [group] = await t.db.select().from(menuGroups).where(eq(menuGroups.id, otherMenu.jollof.groupId));
      assert.equal(group!.priceToAllItems, false);
    });

    it('outlets: read, edit, settings, remove', async () => {
      await notFound(mine().branches.find(other.branchId));
      await notFound(mine().branches.edit(other.branchId, { name: 'Taken', address: undefined }));
      await notFound(mine().branches.orderingSettings(other.branchId));
      await notFound(mine().branches.remove(other.branchId, 'closing'));
      const [outlet] = await t.db.select().from(branches).where(eq(branches.id, other.branchId));
      assert.equal(outlet!.name, 'Main');
      assert.equal(outlet!.removedAt, null);
    });

    it('getting started: an outlet', async () => {
      await notFound(mine().gettingStarted.ofOutlet(other.branchId));
    });

    it('QR codes: list, create on, remove', async () => {
      assert.deepEqual(await mine().assets.list(other.branchId, 'table'), []);
      assert.deepEqual(await mine().assets.groupNames(other.branchId, 'table'), []);
      await notFound(
        mine().assets.create({
          branchId: other.branchId,
          type: 'table',
          groupName: 'Patio',
          count: 1,
          businessIdentifier: shop.identifier,
          publicUrl: t.config.publicUrl,
        }),
      );
      await notFound(mine().assets.remove(otherTable));
      const theirs = await t.db.select({ id: assets.id }).from(assets).where(eq(assets.businessId, other.businessId));
      assert.equal(theirs.length, 2);
    });

    it('staff: an employee, a role', async () => {
      assert.equal(await mine().staff.find(other.employee.id), null);
      assert.equal(await mine().staff.role(otherRole), null);
      await notFound(mine().staff.remove(other.employee.email));
      const [employee] = await t.db.select().from(users).where(eq(users.id, other.employee.id));
      assert.equal(employee!.removedAt, null);
    });

    it('orders: change, refund, an outlet named', async () => {
      await notFound(mine().orders.changeStatus(otherOrder.id, 'cancel', t.app.payments, t.app.log));
      await notFound(mine().orders.refund(otherOrder.id, t.app.payments));
      await notFound(mine().orders.list({ branchId: other.branchId }));
      await notFound(mine().orders.totalSales({ branch_id: other.branchId }));
      assert.deepEqual(await stateOf(otherOrder.id), { order: 'Ordered', checkout: 'paid' });
    });

    it("the business: a colour change reaches only the scoped business's row", async () => {
      await mine().business.setColourScheme('#123456');
      const [theirs] = await t.db.select({ colour: businesses.colourScheme }).from(businesses).where(eq(businesses.id, other.businessId));
      assert.equal(theirs!.colour, '#FF0000');
      assert.equal(await mine().business.identifier(), shop.identifier);
    });
  });

  it("the real routes answer 404 for another business's item, outlet, QR code and employee", async () => {
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: bearer(tokens.admin) });
    const answers = [
      await call('GET', `/api/branch/getBranch/${other.branchId}`),
      await call('DELETE', `/api/asset/removeBusinessAsset/?asset_id=${otherTable}`),
      await call('POST', '/api/employee/removeEmployee', { employee_email: other.employee.email }),
      await call('GET', `/api/menu/getAllMenuCategory/?branch_id=${other.branchId}`),
    ];
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      [404, 404, 404, 404],
      answers.map((answer) => answer.body).join('\n'),
    );
  });

  it("the kitchen routes: another business's order is 404 to change or refund, and in no list or figure", async () => {
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: bearer(tokens.otherAdmin) });
    const changed = await call('PUT', '/api/order/updateOrder/', { order_id: shopOrder.id, status: 'cancel' });
    const refunded = await call('POST', '/api/order/refundOrder/', { order_id: shopOrder.id });
    assert.deepEqual([changed.statusCode, refunded.statusCode], [404, 404], `${changed.body}\n${refunded.body}`);
    assert.equal(changed.json().message, ORDER_NOT_FOUND);
    assert.equal(refunded.json().message, ORDER_NOT_FOUND);
    assert.deepEqual(await stateOf(shopOrder.id), { order: 'Ordered', checkout: 'paid' }, 'nothing changed, no money moved');

    const data = async <T = unknown>(url: string): Promise<T> => {
      const answer = await call('GET', url);
      assert.equal(answer.statusCode, 200, `${url}: ${answer.body}`);
      return answer.json<{ data: T }>().data;
    };
    // Their own order only: the shop's counts in none of these.
    const ids = async (url: string) => (await data<{ _id: string }[]>(url)).map((order) => order._id);
    assert.deepEqual(await ids('/api/order/getOrder'), [otherOrder.id]);
    assert.deepEqual(await ids(`/api/order/getBranchOrderByStatus/?branch_id=${other.branchId}&status=Ordered`), [otherOrder.id]);
    const sales = await data<{ total: number; orders: number }>('/api/getTotalSales?date_filter=today');
    assert.deepEqual([sales.total, sales.orders], [otherOrder.total, 1]);
    assert.deepEqual(await data('/api/getOpenAndClosedTickets?date_filter=today'), {
      open: 1,
      closed: 0,
      canceled: 0,
      total: 1,
      accepted: 0,
    });
    assert.deepEqual(await data('/api/averageOrderValue?date_filter=today'), { average: otherOrder.total, orders: 1 });
    assert.deepEqual(await data('/api/order/getTopMenuItems/?date_filter=today'), [
      { menu_item_name: 'Jollof Rice', quantity: 1, total: otherOrder.total },
    ]);
    assert.equal((await data<{ this_week: number }>('/api/salesGrowthRate')).this_week, otherOrder.total);

    // The shop's outlet, named: 404 for the lists and the figures alike.
    const named = [
      await call('GET', `/api/order/getOrder?branch_id=${shop.branchId}`),
      await call('GET', `/api/order/getBranchOrderByStatus/?branch_id=${shop.branchId}&status=Ordered`),
      await call('GET', `/api/getTotalSales?branch_id=${shop.branchId}`),
      await call('GET', `/api/salesGrowthRate?branch_id=${shop.branchId}`),
    ];
    assert.deepEqual(
      named.map((answer) => answer.statusCode),
      [404, 404, 404, 404],
      named.map((answer) => answer.body).join('\n'),
    );
  });
});

describe('the lint rule: routes import no tables and no query builder', sameOnEveryDatabase, () => {
  const routeFile = path.join(REPO_ROOT, 'api/src/routes/tenancy-fixture.ts');
  const careless = [
    "import { eq } from 'drizzle-orm';",
    "import { menuItems } from '../db/schema.js';",
    'export const everyItem = (id: string) => [menuItems, eq, id];',
  ].join('\n');

  /** ESLint with the repository's own setting of the rule for a route file (type-aware rules left out: slow, and not the point). */
  async function lintAs(filePath: string, code: string) {
    const config = (await new ESLint({ cwd: REPO_ROOT }).calculateConfigForFile(filePath)) as Linter.Config;
    const setting = config.rules?.['no-restricted-imports'];
    const eslint = new ESLint({
      cwd: REPO_ROOT,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: setting ? { 'no-restricted-imports': setting } : {} },
      ],
    });
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages;
  }

  it('reports a route that imports db/schema or drizzle-orm, saying where data access goes', async () => {
    const messages = await lintAs(routeFile, careless);
    assert.deepEqual(
      messages.map((m) => m.ruleId),
      ['no-restricted-imports', 'no-restricted-imports'],
    );
    assert.match(messages[0]!.message, /scoped\(request\)/);
  });

  it('lets the data layer itself import them', async () => {
    assert.deepEqual(await lintAs(path.join(REPO_ROOT, 'api/src/data/tenancy-fixture.ts'), careless), []);
  });
});

describe('the lint rule: domain and data code take a Scope, not a database and a business id', sameOnEveryDatabase, () => {
  const domainFile = path.join(REPO_ROOT, 'api/src/domain/tenancy-fixture.ts');

  /** ESLint with the repository's own troo/scope-not-business-id for this path, and nothing else. */
  async function lintAs(filePath: string, code: string, typed = false) {
    const config = (await new ESLint({ cwd: REPO_ROOT }).calculateConfigForFile(filePath)) as Linter.Config;
    const setting = config.rules?.['troo/scope-not-business-id'];
    // Typed: the code, whose types are all its own, is linted as a file outside every tsconfig (not on
    // disk), so it gets a program of its own and the rule can ask what a parameter's type holds. As a
    // file in api/src it would load the API's whole project: 14 CPU-s instead of 6.
    const lintedAs = typed ? path.join(REPO_ROOT, 'tenancy-fixture.ts') : filePath;
    const parserOptions = typed
      ? { projectService: { allowDefaultProject: [path.relative(REPO_ROOT, lintedAs)] }, tsconfigRootDir: REPO_ROOT }
      : {};
    const eslint = new ESLint({
      cwd: REPO_ROOT,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser, parserOptions },
          plugins: { troo: config.plugins!.troo! },
          rules: setting ? { 'troo/scope-not-business-id': setting } : {},
        },
      ],
    });
    const [result] = await eslint.lintText(code, { filePath: lintedAs });
    return result!.messages;
  }

  it('reports (db, businessId), a destructured pair and an inline type, saying to take a Scope', async () => {
    const messages = await lintAs(
      domainFile,
      [
        'export async function a(db: Database, businessId: string) { return [db, businessId]; }',
        'export const b = ({ db, businessId }: Both) => [db, businessId];',
        'export const c = (tx: Database, o: { businessId: string; name: string }) => [tx, o];',
        'export const fine = (scope: Scope, branchId: string) => [scope, branchId];',
      ].join('\n'),
    );
    assert.deepEqual(
      messages.map((m) => [m.ruleId, m.line]),
      [
        ['troo/scope-not-business-id', 1],
        ['troo/scope-not-business-id', 2],
        ['troo/scope-not-business-id', 3],
      ],
    );
    assert.match(messages[0]!.message, /Take a Scope/);
  });

  it('reports a database beside a parameter whose type carries the business (a checkout row, new tables)', async () => {
    const messages = await lintAs(
      domainFile,
      [
        'type Database = { select(): unknown };',
        'interface NewTables { businessId: string; branchId: string }',
        'type CheckoutRow = Pick<NewTables, "businessId"> & { reference: string };',
        'export const settle = (db: Database, checkout: CheckoutRow) => [db, checkout];',
        'export function insertTables(db: Database, o: NewTables | undefined) { return [db, o]; }',
        'export const byReference = (db: Database, reference: string) => [db, reference];',
        'interface Scope { db: Database; businessId: string }',
        'export const scoped = (scope: Scope, checkout: CheckoutRow) => [scope, checkout];',
      ].join('\n'),
      true,
    );
    assert.deepEqual(
      messages.map((m) => [m.ruleId, m.line]),
      [
        ['troo/scope-not-business-id', 4],
        ['troo/scope-not-business-id', 5],
      ],
      messages.map((m) => m.message).join('\n'),
    );
    assert.match(messages[0]!.message, /'checkout' carries a business id: take that business's Scope/);
  });

  it('leaves routes and tests to other rules', async () => {
    assert.deepEqual(
      await lintAs(
        path.join(REPO_ROOT, 'api/test/tenancy-fixture.ts'),
        'export const a = (db: D, businessId: string) => [db, businessId];',
      ),
      [],
    );
  });
});
