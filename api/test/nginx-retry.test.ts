import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { findNginx, NGINX_MISSING, startNginx, type RunningNginx } from '../../platform/releases/src/cluster/nginx.js';
import { freePort } from '../../platform/releases/src/cluster/ports.js';
import { DEFAULT_MAX_CONNECTIONS_PER_ADDRESS } from '../src/config.js';
import { retrySafePostPattern } from '../src/retry-safe-paths.js';

// nginx from the repository's template in front of two stand-in processes: one that dies on every
// request it is sent (a process killed mid-request) and one that answers. A POST the contract marks
// retry-safe reaches the second and the diner sees no error; any other POST is never sent twice.

const nginxBinary = findNginx();
if (!nginxBinary) console.log(`# skipped: ${NGINX_MISSING}`);

/**
 * A stand-in API process: records the request id (X-Test-Id) of every request it is sent. The dying
 * one answers X-Test-Status instead of dying when a request asks for it (a payment provider's 502).
 */
function standIn(answer: boolean) {
  const seen: string[] = [];
  const server: Server = createServer((request, response) => {
    seen.push(String(request.headers['x-test-id']));
    request.resume();
    request.on('end', () => {
      const status = Number(request.headers['x-test-status'] ?? 200);
      if (!answer && status === 200) return request.socket.destroy();
      response.statusCode = answer ? 200 : status;
      response.setHeader('content-type', 'application/json');
      response.end('{"message":"ok"}');
    });
  });
  return { server, seen };
}

const listen = (server: Server, port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

describe(
  'nginx sends a POST on to the next process only where sending it twice is safe',
  { skip: nginxBinary ? false : NGINX_MISSING },
  () => {
    const dying = standIn(false);
    const answering = standIn(true);
    let nginx: RunningNginx;
    let id = 0;

    before(async () => {
      const [a, b, proxyPort] = [await freePort(), await freePort(), await freePort()];
      await listen(dying.server, a);
      await listen(answering.server, b);
      // maxFails 0: the dying process is never left out, so requests keep reaching it in turn.
      nginx = await startNginx({
        binary: nginxBinary!,
        host: '127.0.0.1',
        port: proxyPort,
        upstreams: [`127.0.0.1:${a}`, `127.0.0.1:${b}`],
        maxFails: 0,
        maxConnectionsPerClient: DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
        retrySafePosts: retrySafePostPattern(),
      });
    });
    after(async () => {
      await nginx?.stop();
      dying.server.close();
      answering.server.close();
    });

    /** Four POSTs to `path` through nginx, in turn reaching each process first: their ids and statuses. */
    async function postFourTimes(path: string, headers: Record<string, string> = {}) {
      const sent: { id: string; status: number }[] = [];
      for (let i = 0; i < 4; i += 1) {
        id += 1;
        const response = await fetch(`${nginx.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-test-id': String(id), ...headers },
          body: '{}',
        });
        await response.arrayBuffer();
        sent.push({ id: String(id), status: response.status });
      }
      return sent;
    }

    for (const path of [
      '/api/v1/transaction/initiate_paystack_transaction/',
      '/api/order/confirmOrderPayment/',
      '/api/order/uploadOrderAndPayBranchUserOrder',
      '/api/order/calculateTotalAmount',
      '/sandbox/pay/abc123',
    ]) {
      it(`${path}: answered every time, by the next process when the first died`, async () => {
        const sent = await postFourTimes(path);
        assert.deepEqual(
          sent.map((s) => s.status),
          [200, 200, 200, 200],
        );
        const retried = sent.filter((s) => dying.seen.includes(s.id));
        assert.ok(retried.length > 0, 'some reached the dying process first');
        for (const s of retried) assert.ok(answering.seen.includes(s.id), `request ${s.id} was sent on`);
      });
    }

    for (const path of [
      '/api/login',
      '/api/order/confirmOrderPaymentX/',
      '/api/order/uploadSomethingElseBranchUserOrder',
      '/sandbox/pay/a/b',
    ]) {
      it(`${path}: never sent to a second process`, async () => {
        const sent = await postFourTimes(path);
        const failed = sent.filter((s) => s.status === 502);
        assert.ok(failed.length > 0, 'some reached the dying process');
        for (const s of failed)
          assert.ok(dying.seen.includes(s.id) && !answering.seen.includes(s.id), `request ${s.id} reached one process`);
        for (const s of sent.filter((s) => s.status !== 502)) assert.equal(s.status, 200);
      });
    }

    it("a retry-safe POST answered 502 (the payment provider's failure) is not asked again: the diner hears at once", async () => {
      const sent = await postFourTimes('/api/v1/transaction/initiate_paystack_transaction/', { 'x-test-status': '502' });
      const failed = sent.filter((s) => s.status === 502);
      assert.ok(failed.length > 0, 'some reached the failing process');
      for (const s of failed) assert.ok(!answering.seen.includes(s.id), `request ${s.id} was answered by its own process`);
    });
  },
);
