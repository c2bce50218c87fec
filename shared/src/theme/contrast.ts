// WCAG contrast, so that text drawn in (or on) a business's colour stays readable.

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

export function contrastWithBlack(hex: string): number {
  return (luminance(hex) + 0.05) / 0.05;
}

/** The colour itself, or the nearest darker shade that reaches 4.5:1 on white (small text). */
export function readableOnWhite(hex: string): string {
  let [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  const toHex = () => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
  while (contrastWithWhite(toHex()) < 4.5) {
    [r, g, b] = [r, g, b].map((c) => Math.floor(c * 0.92)) as [number, number, number];
  }
  return toHex();
}

/** Dark text for the contrast check and for light business colours. */
export const DARK_FOREGROUND = '#17181A';

/**
 * Text and icons on a fill of the colour: white while it reaches 3:1 (the kit's filled controls
 * carry large bold labels and icons), otherwise dark text. Small text on a coloured fill uses the
 * strong shade (readableOnWhite) as its fill instead.
 */
export function foregroundOn(hex: string): string {
  return contrastWithWhite(hex) >= 3 || contrastWithWhite(hex) >= contrastWithBlack(hex) ? '#FFFFFF' : DARK_FOREGROUND;
}
