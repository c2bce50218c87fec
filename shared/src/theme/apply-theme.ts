import { lightShadeOf, normaliseColour } from './colours';
import { foregroundOn, readableOnWhite } from './contrast';

/**
 * Feeds the business colour into the design tokens (styles/tokens.css): fills, the foreground on
 * them, the strong shade for small text and the light tint. Focus outlines, floating labels and
 * buttons everywhere follow.
 */
export function applyTheme(colour: string | null | undefined, root: HTMLElement = document.documentElement): void {
  const hex = normaliseColour(colour);
  root.style.setProperty('--troo-primary', hex);
  root.style.setProperty('--troo-on-primary', foregroundOn(hex));
  root.style.setProperty('--troo-primary-strong', readableOnWhite(hex));
  root.style.setProperty('--troo-primary-light', lightShadeOf(hex));
}
