import { rmSync } from 'node:fs';
import { startTroo, type RunningTroo } from './troo-server';

/** Where global setup tells the workers (separate processes) the template's folder is. */
const TEMPLATE_ENV = 'TROO_TEMPLATE_DIR';

/**
 * A Troo started once and stopped: builds published and released, database migrated, demo seeded.
 * Each worker's server starts on a copy of its data folder, so only this one pays for a first start.
 */
export async function makeTrooTemplate(): Promise<{ remove: () => void }> {
  const troo = await startTroo({}, { liftoffOnly: true });
  await troo.stop({ keepData: true });
  process.env[TEMPLATE_ENV] = troo.dataDir;
  return { remove: () => rmSync(troo.dataDir, { recursive: true, force: true }) };
}

/** The template's data folder, for `startTroo(env, { copyOf })`. */
export function trooTemplate(): string {
  const dir = process.env[TEMPLATE_ENV];
  if (!dir) throw new Error(`${TEMPLATE_ENV} is not set: the template Troo is made by support/global-setup.ts`);
  return dir;
}

/** A browser test's own Troo: a copy of the template, started as the workers' are. */
export function startTestTroo(env: Record<string, string> = {}): Promise<RunningTroo> {
  return startTroo(env, { copyOf: trooTemplate(), liftoffOnly: true });
}
