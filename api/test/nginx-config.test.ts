import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { NGINX_TEMPLATE, renderNginxConfig } from '../../platform/releases/src/cluster/nginx.js';
import { DEFAULT_MAX_CONNECTIONS_PER_ADDRESS } from '../src/config.js';
import { retrySafePostPattern } from '../src/retry-safe-paths.js';
import { HEARTBEAT_MS } from '../src/routes/events/orders.js';

// The repository's nginx template as start:cluster renders it: what streams and draining processes
// need is in it, and what is filled in cannot add directives of its own.

const template = readFileSync(NGINX_TEMPLATE, 'utf8');
const render = (o: Partial<Parameters<typeof renderNginxConfig>[1]> = {}) =>
  renderNginxConfig(template, {
    listen: '127.0.0.1:8080',
    upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'],
    runDir: '/tmp/troo-nginx-x',
    // What start:cluster (cli/cluster.ts) hands in from the API.
    maxConnectionsPerClient: DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
    retrySafePosts: retrySafePostPattern(),
    ...o,
  });
const seconds = (config: string, directive: string) => Number(new RegExp(`^\\s*${directive} (\\d+)s;`, 'm').exec(config)?.[1]);

describe('the nginx template', () => {
  it('streams without buffering, waits longer than the event stream heartbeat, and moves failed requests on', () => {
    const config = render();
    assert.match(config, /^\s*proxy_buffering off;/m);
    assert.ok(seconds(config, 'proxy_read_timeout') * 1000 > HEARTBEAT_MS, 'an idle stream outlives a heartbeat');
    assert.match(config, /^\s*proxy_next_upstream error timeout http_502 http_503;/m);
    assert.match(config, /^\s*proxy_http_version 1\.1;/m);
    assert.match(config, /^\s*keepalive \d+;/m);
    assert.match(
      config,
      /^\s*server 127\.0\.0\.1:3001 max_fails=3 fail_timeout=10s;\n\s*server 127\.0\.0\.1:3002 max_fails=3 fail_timeout=10s;/m,
    );
    assert.match(config, /^\s*proxy_set_header X-Forwarded-For \$remote_addr;/m, 'the peer, not what the client wrote');
    assert.match(config, /^\s*listen 127\.0\.0\.1:8080;/m);
    assert.match(config, /^pid \/tmp\/troo-nginx-x\/nginx\.pid;/m);
    assert.doesNotMatch(config, /\{\{/);
    assert.doesNotMatch(config, /X-Upstream/, 'internal addresses are not told to the public');
    assert.match(render({ exposeUpstream: true }), /add_header X-Upstream \$upstream_addr always;/);
  });

  it("holds one client address to the API processes' connection ceiling, which they do not apply to nginx", () => {
    const config = render();
    const zone = /^\s*limit_conn_zone \$binary_remote_addr zone=(\w+):\d+m;/m.exec(config)?.[1];
    assert.ok(zone, 'connections are counted per client address');
    assert.match(config, new RegExp(`^\\s*limit_conn ${zone} ${DEFAULT_MAX_CONNECTIONS_PER_ADDRESS};`, 'm'));
    assert.match(config, /^\s*limit_conn_status 429;/m, 'the client hears why');
    assert.ok(seconds(config, 'client_header_timeout') <= 20, 'a client stalling its headers is not counted, so it is cut off soon');
    // MAX_CONNECTIONS_PER_ADDRESS reaches nginx as it reaches the processes.
    assert.match(render({ maxConnectionsPerClient: 40 }), new RegExp(`^\\s*limit_conn ${zone} 40;`, 'm'));
    assert.throws(() => render({ maxConnectionsPerClient: 0 }), /connection ceiling/);
  });

  it('refuses what would write directives of its own, and a template name it does not know', () => {
    for (const upstreams of [['127.0.0.1:3001; include /etc/passwd'], ['127.0.0.1:3001\n}'], []]) {
      assert.throws(() => render({ upstreams }), /host:port|at least one/);
    }
    assert.throws(() => render({ listen: '80 default_server; root /' }), /host:port/);
    assert.throws(() => render({ runDir: '/tmp/a b' }), /absolute path without spaces/);
    assert.throws(
      () =>
        renderNginxConfig(`${template}\n# {{SOMETHING_NEW}}`, {
          listen: '80',
          upstreams: ['127.0.0.1:1'],
          runDir: '/tmp/x',
          maxConnectionsPerClient: 1,
          retrySafePosts: '^$',
        }),
      /SOMETHING_NEW/,
    );
  });
});
