import { screenForPath, type LiveRemote, type RouteDeclaration } from '@troo/shared/route-manifest';
import { liveRemotes, type Releases } from './registry.js';

export interface PageAnswer {
  remote: string;
  /** The live version and its remote entry: what a preload hint for this page would fetch. */
  version: string;
  entry: string;
  /** The exposed module that renders the page, e.g. 'QrLanding' (ordering/QrLanding). */
  screen: string;
  params: Record<string, string>;
  /** The route's declaration (its first reads, among others). */
  route: RouteDeclaration;
}

/**
 * Which live remote and exposed screen answer a page address, from the same route manifests the
 * shell builds its routes from; null when none does (the shell shows its 404 page).
 */
export async function pageAnswer(releases: Releases, pathname: string): Promise<PageAnswer | null> {
  return pageAnswerFrom(await liveRemotes(releases), pathname);
}

/** The same, from a registry already read. */
export function pageAnswerFrom(remotes: readonly LiveRemote[], pathname: string): PageAnswer | null {
  const match = screenForPath(remotes, pathname);
  const remote = match && remotes.find((live) => live.name === match.remote);
  return match && remote
    ? {
        remote: remote.name,
        version: remote.version,
        entry: remote.entry,
        screen: match.route.screen,
        params: match.params,
        route: match.route,
      }
    : null;
}
