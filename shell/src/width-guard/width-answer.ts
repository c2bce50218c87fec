/** What the width guard does with a page: show it, leave for the external site, or say to use a phone. */
export type WidthAnswer = 'show' | 'leave' | 'open-on-phone';

/**
 * Troo is made for phones (the spec): a wider screen goes to the external site when one is set, else is
 * told to open the page on a phone. A route declared `wide` (a kitchen's tablets and monitors) shows at any width.
 * Signed-in staff are never sent away: the phone page offers them the screens that open where they are.
 */
export function widthAnswer({
  phone,
  wide,
  externalSiteUrl,
  staff = false,
}: {
  phone: boolean;
  wide: boolean;
  externalSiteUrl: string;
  staff?: boolean;
}): WidthAnswer {
  if (phone || wide) return 'show';
  return externalSiteUrl && !staff ? 'leave' : 'open-on-phone';
}
