import { lightShadeOf, normaliseColour } from './colours';
import { readableOnWhite } from './contrast';

/**
 * Tints focus outlines, floating labels and buttons everywhere through CSS variables.
 * Small text uses a darker shade when the colour itself is too light to read on white.
 */
export function applyTheme(colour: string | null | undefined, root: HTMLElement = document.documentElement): void {
  const hex = normaliseColour(colour);
  root.style.setProperty('--troo-primary', hex);
  root.style.setProperty('--troo-primary-text', readableOnWhite(hex));
  root.style.setProperty('--troo-primary-light', lightShadeOf(hex));
}
