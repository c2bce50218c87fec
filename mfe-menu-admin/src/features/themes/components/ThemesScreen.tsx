import type { CSSProperties } from 'react';
import { THEME_COLOURS, lightShadeOf, paths } from '@troo/shared';
import { StaffPage } from '@troo/shared/kit';
import { useColourChoice } from '../hooks/use-colour-choice';
import { ColourSwatch } from './ColourSwatch';
import './themes.css';
import { useIsAdmin } from '@troo/shared/portal';

const nameOf = (hex: string) => THEME_COLOURS.find((colour) => colour.hex === hex)?.name ?? hex;

/** Themes: the five business colours; a tap saves at once and the whole app re-themes. */
export function ThemesScreen() {
  const { selected, saving, choose } = useColourChoice();
  const isAdmin = useIsAdmin();
  // The area behind the swatches previews the selected colour's light background shade.
  const surround = { '--ma-themes-light': lightShadeOf(selected) } as CSSProperties;

  return (
    <StaffPage title="Themes" back={{ to: paths.settings, label: 'Settings' }}>
      <div className="ma-themes" style={surround}>
        <p className="ma-themes__intro">
          Choose your business colour. It tints buttons, links and highlights for your staff and your customers.
        </p>
        {isAdmin ? null : <p className="ma-themes__note">Only an admin can change the colour.</p>}
        <ul className="ma-themes__grid" aria-label="Theme colours">
          {THEME_COLOURS.map((colour) => (
            <li key={colour.hex}>
              <ColourSwatch
                colour={colour}
                selected={colour.hex === selected}
                inactive={saving || !isAdmin}
                onChoose={(hex) => void choose(hex)}
              />
            </li>
          ))}
        </ul>
        <p className="ma-themes__status" role="status">
          {saving ? `Saving ${nameOf(selected)}…` : ''}
        </p>
      </div>
    </StaffPage>
  );
}
