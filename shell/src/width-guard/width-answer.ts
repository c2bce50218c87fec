/** What the width guard does with a page: show it, leave for the external site, or say to use a phone. */
export type WidthAnswer = 'show' | 'leave' | 'open-on-phone';

/**
 * Troo is made for phones (the spec): a wider screen goes to the external site when one is set, else is
 * told to open the page on a phone. A route declared `wide` (a kitchen's tablets and monitors) shows at any width.
 */
export function widthAnswer({ phone, wide, externalSiteUrl }: { phone: boolean; wide: boolean; externalSiteUrl: string }): WidthAnswer {
  if (phone || wide) return 'show';
  return externalSiteUrl ? 'leave' : 'open-on-phone';
}
