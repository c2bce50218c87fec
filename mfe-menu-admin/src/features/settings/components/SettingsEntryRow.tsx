import { Link } from 'react-router-dom';
import type { SettingsEntry } from './settings-sections';

/** A working entry is a link; an unbuilt one is a disabled row that says so, never a dead button. */
export function SettingsEntryRow({ entry }: { entry: SettingsEntry }) {
  if (entry.to) {
    return (
      <Link className="ma-settings__entry" to={entry.to}>
        <span className="ma-settings__label">{entry.label}</span>
        <span className="ma-settings__chevron" aria-hidden="true">
          ›
        </span>
      </Link>
    );
  }
  return (
    <button type="button" className="ma-settings__entry ma-settings__entry--soon" disabled>
      <span className="ma-settings__label">{entry.label}</span>
      <span className="ma-settings__soon">Coming soon</span>
    </button>
  );
}
