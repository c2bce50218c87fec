// What the login page paints before any script runs. rspack.first-paint.js builds this file for
// Node into the release (first-paint.cjs), so it ships and rolls back with this remote. The server
// sends it with the page; React then draws the same form in its place (shell/src/first-paint).
import { drawScreen } from '@troo/shared/first-paint';
import type { FirstPaints, RouteManifest } from '@troo/shared/route-manifest';
import manifest from '../routes.json';
import { LoginScreen } from './features/login/components/LoginScreen';

// The form reads nothing: drawn once, the same on every page.
let login: string | null = null;

export const firstPaints: FirstPaints = {
  Login: (page) =>
    (login ??= drawScreen(manifest as RouteManifest, 'Login', LoginScreen, { url: page.url.split('?')[0]!, firstReads: {} })),
};
