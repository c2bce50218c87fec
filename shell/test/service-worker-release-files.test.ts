/**
 * @jest-environment node
 */
import { RELEASES_BASE_GLOBAL } from '@troo/shared/route-manifest';
import { isReleaseFile } from '../service-worker/files';

// What the worker keeps as a release file: a published version's file from this origin, or from the
// releases base the server headed its script with (a CDN, RELEASES_BASE_URL); nothing else there.

const worker = globalThis as unknown as { self: { location: { origin: string }; [RELEASES_BASE_GLOBAL]?: string | null } };
const serving = (base: string | null) => {
  worker.self = { location: { origin: 'https://troo.example' }, [RELEASES_BASE_GLOBAL]: base };
};
const file = (url: string) => isReleaseFile(new URL(url));

describe("the worker's release files", () => {
  it('are files of a published version on this origin', () => {
    serving(null);
    expect(file('https://troo.example/remotes/ordering/1.0.0-abc/remoteEntry.1.js')).toBe(true);
    expect(file('https://troo.example/remotes/shell/1.0.0-abc/assets/main.1.js')).toBe(true);
    expect(file('https://troo.example/remotes.json')).toBe(false);
    expect(file('https://troo.example/remotes/ordering/')).toBe(false);
    expect(file('https://troo.example/api/menu')).toBe(false);
  });

  it("are a CDN's too when the server names it, under its path, and no other origin's", () => {
    serving('https://cdn.example/troo');
    expect(file('https://cdn.example/troo/remotes/ordering/1.0.0-abc/remoteEntry.1.js')).toBe(true);
    expect(file('https://troo.example/remotes/ordering/1.0.0-abc/remoteEntry.1.js')).toBe(true);
    expect(file('https://cdn.example/remotes/ordering/1.0.0-abc/remoteEntry.1.js')).toBe(false);
    expect(file('https://cdn.example/trooper/remotes/ordering/1.0.0-abc/remoteEntry.1.js')).toBe(false);
    expect(file('https://elsewhere.example/troo/remotes/ordering/1.0.0-abc/remoteEntry.1.js')).toBe(false);
  });

  it("are nobody else's without a base", () => {
    serving(null);
    expect(file('https://cdn.example/troo/remotes/ordering/1.0.0-abc/remoteEntry.1.js')).toBe(false);
  });
});
