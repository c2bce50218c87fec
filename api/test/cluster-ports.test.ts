import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ephemeralPortsStart, freePorts, portIsFree } from '../../platform/releases/src/cluster/ports.js';

// The ports a cluster's tests and bench start nginx and API processes on: a process takes seconds to
// listen on a port found free, so the run must be one no test's `listen(0)` is handed meanwhile.

describe('free ports for a cluster', () => {
  it('finds a free run below the ports the kernel hands to listen(0), every time', async () => {
    const ephemeral = ephemeralPortsStart();
    for (let i = 0; i < 20; i++) {
      const base = await freePorts(2);
      assert.ok(base + 2 < ephemeral, `${base}–${base + 2} reaches the ephemeral range from ${ephemeral}`);
      for (const port of [base, base + 1, base + 2]) assert.equal(await portIsFree('127.0.0.1', port), true, `port ${port}`);
    }
  });
});
