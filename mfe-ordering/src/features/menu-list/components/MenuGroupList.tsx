import { MenuItemRow } from '../../../common/components/MenuItemRow';
import type { MenuGroup } from '../hooks/use-menu-groups';

/**
 * How many rows fill a tall phone's first screen below the header, the tabs and 'Most Popular'
 * (about four on a 390x844 screen). The list first draws this many, in the page's first paint and
 * in the screen's first commit, and the rest once that has been painted: a long menu's every row
 * laid out before anything showed cost a slow phone's repeat visit about 0.1 s.
 */
export const FIRST_SCREEN_ROWS = 6;

/** The groups cut to their first `rows` items in order; groups past that are left out. */
export function firstRowsOf(groups: MenuGroup[], rows: number): MenuGroup[] {
  const cut: MenuGroup[] = [];
  let left = rows;
  for (const group of groups) {
    if (left <= 0) break;
    cut.push(group.items.length > left ? { ...group, items: group.items.slice(0, left) } : group);
    left -= group.items.length;
  }
  return cut;
}

/** The list, grouped by menu group: a heading per group and its items (`rows`: only the first so many). */
export function MenuGroupList({ groups, rows }: { groups: MenuGroup[]; rows?: number }) {
  return (
    <>
      {(rows === undefined ? groups : firstRowsOf(groups, rows)).map((group) => (
        <section key={group.id} aria-labelledby={`${group.id}-title`} className="or-menu__group">
          <h2 id={`${group.id}-title`} className="or-menu__group-title">
            {group.name}
          </h2>
          <ul className="or-list">
            {group.items.map((item) => (
              <li key={item._id}>
                <MenuItemRow item={item} mode="online_ordering" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
