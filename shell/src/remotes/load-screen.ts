import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRegistry } from './registry';

/** Loads one exposed screen, e.g. ('ordering', 'QrLanding') → ordering/QrLanding. */
export async function loadScreen(remote: string, screen: string, { retry = false } = {}): Promise<{ default: ComponentType }> {
  await loadRegistry({ refresh: retry });
  const module = await loadRemote<{ default: ComponentType }>(`${remote}/${screen}`);
  if (!module?.default) throw new Error(`${remote}/${screen} has no default export`);
  return module;
}
