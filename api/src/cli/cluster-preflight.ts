// Run by npm run start:cluster before the build (through tsx, as nothing is built yet): refuses a
// port in use (naming the process that holds it), a missing nginx or a cluster already running on the
// data folder, in a second rather than after the build. cli/cluster.ts checks again before starting.
import { planCluster, PreflightError } from '@troo/releases';
import { releaseSettings } from '../config.js';

planCluster(releaseSettings).catch((error: unknown) => {
  console.error(`start:cluster: ${error instanceof PreflightError ? error.message : String(error)}`);
  process.exit(1);
});
