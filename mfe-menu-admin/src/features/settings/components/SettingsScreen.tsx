import { List, ListRow, StaffPage, StatusChip } from '@troo/shared/kit';
import { SETTINGS_SECTIONS } from './settings-sections';

/**
 * Settings: Account, Menu and Manage Assets, each a list of entries with their icons. A working
 * entry links to its screen; an unbuilt one is a disabled row that says so, never a dead button.
 */
export function SettingsScreen() {
  return (
    <StaffPage title="Settings">
      {SETTINGS_SECTIONS.map((section) => (
        <List key={section.title} title={section.title}>
          {section.entries.map((entry) => (
            <ListRow
              key={entry.label}
              title={entry.label}
              icon={entry.icon}
              to={entry.to}
              disabled={!entry.to}
              trailing={entry.to ? undefined : <StatusChip>Coming soon</StatusChip>}
            />
          ))}
        </List>
      ))}
    </StaffPage>
  );
}
