import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { RouteOptions } from 'fastify';
import { bearer, buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { newAddress } from './helpers/onboarding.js';

// A NUL byte (and any other control character) in any text of any request is refused with a 400
// that names the field, on every route there is: the routes are collected as they register, so a
// route added later is covered without touching this test.

const REFUSED = /^.+ must not contain control characters\.$/;
const NUL = '\u0000';
/** The operator's token: the release routes check it before they read anything else. */
const RELEASE_TOKEN = 'control-characters-release-token-0123456789';
/** Routes whose body is not JSON but a gzipped archive: their text is in the query and params only. */
const ARCHIVE_ROUTES = ['/api/releases/:app/publish'];

/** The names a route's schema gives the parts of a request, so the NUL goes where the route reads. */
function schemaFields(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
}

describe('control characters in any request', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let token: string;
  const routes: RouteOptions[] = [];

  before(async () => {
    t = await buildTestApp({ RELEASE_TOKEN }, { onRoute: (route) => void routes.push(route) });
    shop = await createTestBusiness(t.db, 'Control Kitchen');
    token = (
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: shop.admin.email, password: shop.admin.password } })
    ).json().data.token;
  });
  after(() => t.close());

  const signAsProvider = (body: string) => (t.app.payments as unknown as { signWebhook: (raw: string) => string }).signWebhook(body);

  const probes = (route: RouteOptions, method: string) => {
    const fillParams = (value: string) =>
      route.url.replace(/:(\w+)/g, () => encodeURIComponent(value)).replace(/\*$/, encodeURIComponent(`x${value}y`));
    const plainUrl = fillParams('a');
    const queryFields = ['probe', ...schemaFields(route.schema?.querystring)];
    const list: { label: string; url: string; payload?: Record<string, unknown> }[] = [
      { label: 'query', url: `${plainUrl}?${queryFields.map((field) => `${field}=a${encodeURIComponent(NUL)}b`).join('&')}` },
    ];
    if (route.url.includes(':') || route.url.endsWith('*')) list.push({ label: 'params', url: fillParams(`a${NUL}b`) });
    if (!['GET', 'HEAD'].includes(method) && !ARCHIVE_ROUTES.includes(route.url)) {
      const payload = Object.fromEntries(['probe', ...schemaFields(route.schema?.body)].map((field) => [field, `a${NUL}b`]));
      list.push({ label: 'body', url: plainUrl, payload });
      list.push({ label: 'nested body', url: plainUrl, payload: { items: [{ name: `x${NUL}` }] } });
      list.push({ label: 'field name', url: plainUrl, payload: { [`na${NUL}me`]: 'x' } });
    }
    return list;
  };

  it('finds the routes', () => {
    const urls = routes.map((route) => route.url);
    for (const expected of [
      '/api/login',
      '/api/onboardBusiness',
      '/api/images/:id',
      '/api/branch/removeBranch',
      '/dev/mailbox',
      '/remotes/*',
    ]) {
      assert.ok(urls.includes(expected), `${expected} was registered`);
    }
    assert.ok(routes.length >= 20, `${routes.length} routes`);
  });

  it('answers 400 naming the field, never 500, on every route for a NUL byte in the query, params or body', async () => {
    const tried: string[] = [];
    for (const route of routes) {
      for (const method of [route.method].flat()) {
        for (const probe of probes(route, method)) {
          const body = probe.payload ? JSON.stringify(probe.payload) : undefined;
          const response = await t.app.inject({
            method: method as 'GET',
            url: probe.url,
            ...(body ? { payload: body } : {}),
            // Signed as the payment provider signs its webhooks, so a route that checks a signature
            // before it reads the body still gets to read it.
            headers: {
              ...bearer(route.url.startsWith('/api/releases') ? RELEASE_TOKEN : token),
              ...(body ? { 'content-type': 'application/json', 'x-paystack-signature': signAsProvider(body) } : {}),
            },
            remoteAddress: newAddress(),
          });
          const where = `${method} ${route.url} (${probe.label})`;
          assert.equal(response.statusCode, 400, `${where}: ${response.statusCode} ${response.body}`);
          if (method !== 'HEAD') assert.match(response.json().message, REFUSED, where);
          tried.push(where);
        }
      }
    }
    assert.ok(tried.length >= 60, `${tried.length} probes`);
  });

  it('names the field that holds the control character', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/updateUserDetails',
      headers: bearer(token),
      payload: { first_name: 'Ada', city: `La\u0007gos` },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'city must not contain control characters.');
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/branch/createBranch',
      headers: bearer(token),
      payload: { branch_name: 'Ikeja', extra: { list: ['ok', `b\u001bad`] } },
    });
    assert.equal(nested.json().message, 'extra.list.1 must not contain control characters.');
  });

  it('refuses DEL and unpaired surrogates too, and leaves the record as it was', async () => {
    for (const bad of ['Ada\u007f', 'Ada\ud800', '\udc00Ada']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/updateUserDetails',
        headers: bearer(token),
        payload: { first_name: bad },
      });
      assert.equal(response.statusCode, 400, JSON.stringify(bad));
    }
    const details = await t.app.inject({ url: '/api/userDetails', headers: bearer(token) });
    assert.equal(details.json().data.first_name, 'Ada');
  });

  it('accepts tab, line feed and carriage return, which typed and pasted addresses carry, and real emoji', async () => {
    const address = '12 Admiralty Way\r\nLekki Phase 1\tLagos';
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/updateUserDetails',
      headers: bearer(token),
      payload: { personal_address: address, first_name: 'Ada 🍲' },
    });
    assert.equal(response.statusCode, 200, response.body);
    const branch = await t.app.inject({
      method: 'POST',
      url: '/api/branch/createBranch',
      headers: bearer(token),
      payload: { branch_name: 'Lekki', address },
    });
    assert.equal(branch.statusCode, 201, branch.body);
    assert.equal(branch.json().data.address, address.trim());
  });
});
