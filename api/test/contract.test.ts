import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type RouteOptions } from 'fastify';
import { calls } from '@troo/shared/contract';
import { callRoute } from '../src/routes/call-route.js';
import { fastifyPath } from '../src/routes/fastify-path.js';
import { ADDRESS_TOO_LONG } from '../src/plugins/framework-errors.js';
import { METHOD_NOT_ALLOWED } from '../src/plugins/allowed-methods.js';
import { buildTestApp, type TestApp } from './helpers/app.js';

// The API is the contract's: every /api route comes from a call of @troo/shared/contract, with a
// request and a response schema, and the OpenAPI document lists every call.

/** Routes that are not calls: the front end's files and pages, and the document itself. */
const NOT_CALLS = [
  /^\/assets\//,
  /^\/remotes\//,
  /^\/remotes\.json$/,
  // The shell's service worker (from the live shell's release).
  /^\/sw\.js$/,
  /^\/dev\/mailbox$/,
  // The payment sandbox's checkout: pages a customer's browser opens, present only with the sandbox.
  /^\/sandbox\/pay\//,
  /^\/api\/openapi\.json$/,
  /^\*$/,
];

/** The calls of the specs' §7 tables (portal and customer) that Troo serves today. */
const SPEC_CALLS_BUILT = [
  'POST /login',
  'GET /userDetails',
  'PUT /updateUserDetails',
  'POST /onboardBusiness',
  'POST /createAccountDetails',
  'GET /getBanks',
  'POST /emailVerification',
  'POST /resendOTP',
  'POST /requestForgotPassword',
  'POST /resetForgotPassword',
  'POST /updateBusinessColourScheme',
  'GET /business/getBusinessDetails/',
  'POST /employee/getEmployeeTempPassword',
  'POST /employee/updateEmployeePassword',
  'GET /branch/getBranch',
  'GET /branch/getBranch/{id}',
  'POST /branch/createBranch',
  'PUT /branch/editBranch',
  'DELETE /branch/removeBranch',
  'GET /menu/getCustomerMenuCategory/',
  'GET /menu/get{product}BusinessDetails/',
  'GET /menu/get{product}CustomerMenuCategory/',
  'GET /menu/getAll{product}MenuItem/',
  'GET /menu/get{product}MenuItemByID/',
];

describe('the API and its contract', () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];
  before(async () => {
    t = await buildTestApp({}, { onRoute: (route) => void routes.push(route) });
  });
  after(() => t.close());

  it('registers every route of an API call with request and response schemas, from the contract', () => {
    const contract = new Set(Object.values(calls).map((call) => `${call.method} /api${fastifyPath(call)}`));
    const apiRoutes = routes.filter((route) => !NOT_CALLS.some((pattern) => pattern.test(route.url)));
    assert.ok(apiRoutes.length >= Object.keys(calls).length);
    for (const route of apiRoutes) {
      for (const method of [route.method].flat().filter((m) => m !== 'HEAD')) {
        const name = `${method} ${route.url}`;
        assert.ok(contract.has(name), `${name} is not a call of @troo/shared/contract`);
        const schema = route.schema ?? {};
        assert.ok(schema.body ?? schema.querystring ?? schema.params, `${name} has no request schema`);
        const response = (schema.response ?? {}) as Record<string, unknown>;
        assert.ok(
          ['200', '201', '202', '204'].some((status) => status in response),
          `${name} has no success response schema`,
        );
        assert.ok('4xx' in response, `${name} has no error response schema`);
      }
    }
  });

  it('serves every call, and every built call of the specs, in GET /api/openapi.json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    assert.equal(response.statusCode, 200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
    assert.match(document.openapi, /^3\./);
    const listed = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
    for (const call of Object.values(calls))
      assert.ok(listed.has(`${call.method} ${openApiPath(call.path)}`), `${call.method} ${call.path} missing`);
    for (const call of SPEC_CALLS_BUILT) assert.ok(listed.has(call), `${call} missing`);
    assert.ok(!listed.has('GET /openapi.json') && ![...listed].some((entry) => entry.includes('/remotes')), 'only API calls are listed');
    assert.ok(document.paths['/login']!.post!.responses['403'], 'answers are documented per status');
  });

  it('documents an image answer under its own Content-Type, as it is sent, not as JSON', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    assert.deepEqual(Object.keys(document.paths['/qr.png'].get.responses['200'].content), ['image/png']);
    assert.deepEqual(Object.keys(document.paths['/images/{id}'].get.responses['200'].content), ['image/png', 'image/jpeg', 'image/webp']);
    assert.deepEqual(Object.keys(document.paths['/login'].post.responses['200'].content), ['application/json']);
    const png = await t.app.inject({ method: 'GET', url: '/api/qr.png?text=Table%204' });
    assert.equal(png.statusCode, 200);
    assert.equal(png.headers['content-type'], 'image/png');
    assert.deepEqual([...png.rawPayload.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
  });

  it('answers a method an address does not take with 405 and the methods it does take', async () => {
    for (const [method, url, allow] of [
      ['DELETE', '/api/login', 'POST'],
      ['PATCH', '/api/health', 'GET, HEAD'],
      ['POST', '/api/branch/getBranch/3f1c2d9e-0000-4000-8000-000000000000', 'GET, HEAD'],
      ['PUT', '/api/menu/getOrderAndPayBusinessDetails/', 'GET, HEAD'],
    ] as const) {
      const answer = await t.app.inject({ method, url });
      assert.equal(answer.statusCode, 405, `${method} ${url}`);
      assert.equal(answer.headers.allow, allow, `${method} ${url}`);
      assert.equal(answer.json().message, METHOD_NOT_ALLOWED);
    }
    // An address no route has is still not found, whatever the method.
    assert.equal((await t.app.inject({ method: 'DELETE', url: '/api/noSuchCall' })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/menu/getSomethingBusinessDetails/' })).statusCode, 404);
  });

  it('answers an over-long path parameter with 414, without repeating it', async () => {
    const marker = 'attacker-text-';
    const answer = await t.app.inject({ method: 'GET', url: `/api/branch/getBranch/${marker}${'x'.repeat(600)}` });
    assert.equal(answer.statusCode, 414);
    assert.deepEqual(answer.json(), { message: ADDRESS_TOO_LONG });
    assert.ok(!answer.body.includes(marker));
    assert.equal(answer.headers['cache-control'], 'no-store');
  });

  it('sends no field the contract does not name, whatever a handler returns', async () => {
    const app = Fastify();
    app.decorate('requireStaff', async () => undefined);
    app.decorate('requireAdmin', async () => undefined);
    const leaky = { status: 'ok' as const, database: 'pglite', mail: 'outbox', password_hash: 'argon2id$…' };
    callRoute(app, calls.health, async () => leaky);
    const response = await app.inject({ method: 'GET', url: '/health' });
    assert.deepEqual(response.json(), { status: 'ok', database: 'pglite', mail: 'outbox' });
    await app.close();
  });
});
