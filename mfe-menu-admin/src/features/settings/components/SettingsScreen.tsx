import { Page } from '@troo/shared';
import { SETTINGS_SECTIONS } from './settings-sections';
import { SettingsEntryRow } from './SettingsEntryRow';
import './settings.css';

const sectionId = (title: string) => `ma-settings-${title.toLowerCase().replace(/\W+/g, '-')}`;

/** Settings: Account, Menu and Manage Assets, each a list of entries. */
export function SettingsScreen() {
  return (
    <Page title="Settings">
      {SETTINGS_SECTIONS.map((section) => (
        <section key={section.title} className="ma-settings__section" aria-labelledby={sectionId(section.title)}>
          <h2 id={sectionId(section.title)} className="ma-settings__heading">
            {section.title}
          </h2>
          <ul className="ma-settings__list">
            {section.entries.map((entry) => (
              <li key={entry.label}>
                <SettingsEntryRow entry={entry} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Page>
  );
}
