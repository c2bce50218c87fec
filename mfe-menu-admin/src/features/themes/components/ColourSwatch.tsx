import type { CSSProperties } from 'react';
import type { THEME_COLOURS } from '@troo/shared';

export type ThemeColour = (typeof THEME_COLOURS)[number];

interface ColourSwatchProps {
  colour: ThemeColour;
  selected: boolean;
  /** Taps do nothing (a save is running, or the user may not change the colour). */
  inactive: boolean;
  onChoose: (hex: string) => void;
}

/** One large tappable colour on its light background shade, ticked when selected. */
export function ColourSwatch({ colour, selected, inactive, onChoose }: ColourSwatchProps) {
  const style = { '--ma-swatch': colour.hex, '--ma-swatch-light': colour.light } as CSSProperties;
  return (
    <button
      type="button"
      className={`ma-themes__swatch${selected ? ' ma-themes__swatch--selected' : ''}`}
      style={style}
      aria-pressed={selected}
      aria-disabled={inactive || undefined}
      onClick={() => {
        if (!inactive) onChoose(colour.hex);
      }}
    >
      <span className="ma-themes__chip" aria-hidden="true">
        {selected ? '✓' : ''}
      </span>
      <span className="ma-themes__name">{colour.name}</span>
      <span className="ma-themes__hex" aria-hidden="true">
        {colour.hex}
      </span>
    </button>
  );
}
