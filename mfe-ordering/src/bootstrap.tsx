// Standalone development mount of this remote's screens, on the routes its manifest declares
// (the shell is the product).
import { mountStandalone } from '@troo/shared/dev';
import { screenFile, type RouteManifest } from '@troo/shared/route-manifest';
import manifest from '../routes.json';

mountStandalone('ordering', manifest as RouteManifest, (screen) => import(`./exposes/${screenFile(screen)}.tsx`));
