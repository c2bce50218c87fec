import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  /** A small count beside the label (new orders). */
  count?: number;
}

export interface TabsProps<T extends string> {
  /** Prefix of the tabs' and panel's ids: give each Tabs on a page its own. */
  id: string;
  /** What the tabs choose between ('Orders'). */
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
}

const tabId = (id: string, item: string) => `${id}-tab-${item}`;
const panelId = (id: string) => `${id}-panel`;

/**
 * A row of tabs (WAI-ARIA tabs pattern): one is selected; arrow keys, Home and End move between
 * them. The content goes in a TabPanel with the same id.
 */
export function Tabs<T extends string>({ id, label, items, value, onChange }: TabsProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(items[next]!.id);
    buttons.current[next]?.focus();
  };
  return (
    <div className="troo-tabs" role="tablist" aria-label={label}>
      {items.map((item, index) => {
        const selected = item.id === value;
        return (
          <button
            key={item.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(id, item.id)}
            className="troo-tabs__tab"
            aria-selected={selected}
            aria-controls={panelId(id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {item.label}
            {item.count !== undefined ? <span className="troo-tabs__count">{item.count}</span> : null}
          </button>
        );
      })}
    </div>
  );
}

/** The content of the selected tab of the Tabs with the same id. */
export function TabPanel({ id, value, children }: { id: string; value: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(id)} aria-labelledby={tabId(id, value)} className="troo-tabs__panel">
      {children}
    </div>
  );
}
