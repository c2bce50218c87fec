export const DEFAULT_COLOUR = '#FF0000';

/** The five colours a business can pick, each with the light background shade it maps to. */
export const THEME_COLOURS = [
  { name: 'Blue', hex: '#3450B0', light: '#E8ECF7' },
  { name: 'Black', hex: '#000000', light: '#EDEDED' },
  { name: 'Green', hex: '#097F7C', light: '#E3F2F1' },
  { name: 'Purple', hex: '#5955B3', light: '#EDECF7' },
  { name: 'Red', hex: '#FF0000', light: '#FFEBEB' },
] as const;

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A usable colour from whatever the server stored; anything malformed falls back to red. */
export function normaliseColour(colour: string | null | undefined): string {
  if (!colour) return DEFAULT_COLOUR;
  const withHash = colour.startsWith('#') ? colour : `#${colour}`;
  return HEX.test(withHash) ? withHash.toUpperCase() : DEFAULT_COLOUR;
}

export function lightShadeOf(colour: string): string {
  const hex = normaliseColour(colour);
  const known = THEME_COLOURS.find((c) => c.hex === hex);
  if (known) return known.light;
  // Unknown colours: mix 90 % white into the colour.
  const channel = (i: number) => Math.round(parseInt(hex.slice(i, i + 2), 16) * 0.1 + 255 * 0.9);
  return `rgb(${channel(1)}, ${channel(3)}, ${channel(5)})`;
}
