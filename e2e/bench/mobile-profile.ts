import type { CDPSession } from '@playwright/test';

// Lighthouse's mobile profile (../shared/NOTES.md, "Measuring a phone page"): a mid-range phone on
// slow 4G. The screen is also given to Playwright's context so its own emulation agrees.
export const MOBILE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const;
export const MOBILE_NETWORK = { latency: 150, downloadThroughput: 209_715, uploadThroughput: 96_000 } as const;
export const MOBILE_CPU_SLOWDOWN = 4;

/** Applies the profile to one page through the DevTools protocol; call before navigating. */
export async function emulatePhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...MOBILE_NETWORK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
  await cdp.send('Emulation.setDeviceMetricsOverride', { ...MOBILE_SCREEN, mobile: true });
}
