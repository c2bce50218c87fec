import type { UserRole } from '@troo/shared/contract';
import { landingFor, PHONE_WIDTH_QUERY, REGISTRY_ELEMENT_ID, registryFromText, type LiveRemote } from '@troo/shared/route-manifest';

/** The live routes the shell built its route table from: the page's registry, else /remotes.json; none when neither answers. */
async function liveRoutes(): Promise<LiveRemote[]> {
  const inPage = registryFromText(document.getElementById(REGISTRY_ELEMENT_ID)?.textContent);
  if (inPage) return inPage.remotes;
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) return [];
    return registryFromText(await response.text())?.remotes ?? [];
  } catch {
    return []; // landingFor then answers the role's dashboard
  }
}

/** Where a role lands after signing in on this screen: `landingFor` over the live routes, at this width. */
export async function landingOnThisScreen(role: UserRole): Promise<string> {
  return landingFor(await liveRoutes(), role, { phone: window.matchMedia(PHONE_WIDTH_QUERY).matches });
}
