import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { connect } from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config.js';

// The production recipe's front: nginx with deploy/nginx/troo-site.conf, as docs/production.md
// installs it, but on this machine's free ports and a self-signed certificate (openssl) in place of
// certbot's, run as the test's user without /etc/nginx.

export const SITE_NAME = 'order.example.com';

/** A self-signed certificate for SITE_NAME and 127.0.0.1, made with openssl as the recipe says. */
export function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'fullchain.pem');
  const key = path.join(dir, 'privkey.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${SITE_NAME}`,
      '-addext',
      `subjectAltName=DNS:${SITE_NAME},IP:127.0.0.1`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/** deploy/nginx/troo-site.conf with the ports, the API's port and the certificate of this run. */
export function siteConfig(o: { httpPort: number; httpsPort: number; apiPort: number; cert: string; key: string }): string {
  const site = readFileSync(path.join(REPO_ROOT, 'deploy/nginx/troo-site.conf'), 'utf8');
  const replaced = site
    .replace(/^\s*listen \[::\].*\n/gm, '')
    .replace('listen 80;', `listen 127.0.0.1:${o.httpPort};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${o.httpsPort} ssl http2;`)
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${o.apiPort};`)
    .replace(`/etc/letsencrypt/live/${SITE_NAME}/fullchain.pem`, o.cert)
    .replace(`/etc/letsencrypt/live/${SITE_NAME}/privkey.pem`, o.key);
  for (const unchanged of ['listen 80;', 'listen 443', ':3000;', '/etc/letsencrypt']) {
    if (replaced.includes(unchanged)) throw new Error(`deploy/nginx/troo-site.conf changed: "${unchanged}" is still in it`);
  }
  return replaced;
}

export interface TlsProxy {
  child: ChildProcess;
  stop(): Promise<void>;
}

/** nginx in the foreground with `site` included, as /etc/nginx/nginx.conf includes sites-enabled/. */
export async function startTlsProxy(o: { binary: string; runDir: string; site: string; httpsPort: number }): Promise<TlsProxy> {
  mkdirSync(o.runDir, { recursive: true });
  const r = o.runDir;
  writeFileSync(path.join(r, 'site.conf'), o.site);
  writeFileSync(
    path.join(r, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      `pid ${r}/nginx.pid;`,
      `error_log ${r}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  access_log ${r}/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${r}/${name};`),
      `  include ${r}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const child = spawn(o.binary, ['-p', r, '-c', path.join(r, 'nginx.conf'), '-e', path.join(r, 'error.log')], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port: o.httpsPort });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      let log = '';
      try {
        log = readFileSync(path.join(r, 'error.log'), 'utf8');
      } catch {
        // None written.
      }
      throw new Error(`nginx did not start with deploy/nginx/troo-site.conf:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, stop };
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request to https://SITE_NAME:port as a phone makes it (the name checked against the certificate `ca`). */
export function overHttps(
  o: { port: number; ca: string },
  method: string,
  pathname: string,
  body?: { json: unknown } | { form: string },
): Promise<Answer> {
  const payload = body ? ('json' in body ? JSON.stringify(body.json) : body.form) : undefined;
  const type = body ? ('json' in body ? 'application/json' : 'application/x-www-form-urlencoded') : undefined;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: o.port,
        servername: SITE_NAME,
        ca: readFileSync(o.ca),
        method,
        path: pathname,
        headers: { host: `${SITE_NAME}:${o.port}`, ...(type ? { 'content-type': type } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.once('error', reject);
    req.end(payload);
  });
}
