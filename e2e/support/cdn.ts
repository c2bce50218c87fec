import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Cdn {
  /** Its origin, for RELEASES_BASE_URL: another port on 127.0.0.1 is another origin to a browser. */
  origin: string;
  /** Paths it answered, in order. */
  served: string[];
  /** Serve what the origin sends for `path`, changed (a CDN whose copy was altered). */
  alter: (path: string, change: (body: string) => string) => void;
  /** Where it pulls from (the Troo server, started after the CDN since it must know the CDN's origin). */
  pullFrom: (origin: string) => void;
  close: () => Promise<void>;
}

/**
 * A CDN in front of a Troo's release files, as one pulling from the origin would be: it answers
 * /remotes/… only, with the origin's status, headers and bytes (compressed as they came).
 */
export async function startCdn(): Promise<Cdn> {
  let upstream = '';
  const served: string[] = [];
  const altered = new Map<string, (body: string) => string>();
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (!path.startsWith('/remotes/') || !upstream) {
      response.writeHead(404).end();
      return;
    }
    served.push(path);
    const change = altered.get(path);
    const headers = { ...request.headers, host: new URL(upstream).host };
    // An altered copy is served uncompressed, so the change is what every browser gets.
    if (change) delete headers['accept-encoding'];
    const pull = forward(`${upstream}${path}`, { method: request.method, headers }, (answer) => {
      if (!change) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = change(Buffer.concat(chunks).toString('utf8'));
        const { 'content-length': _length, ...rest } = answer.headers;
        response.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': Buffer.byteLength(body) });
        response.end(body);
      });
    });
    pull.on('error', () => response.writeHead(502).end());
    request.pipe(pull);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    served,
    alter: (path, change) => altered.set(path, change),
    pullFrom: (origin) => {
      upstream = origin;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
