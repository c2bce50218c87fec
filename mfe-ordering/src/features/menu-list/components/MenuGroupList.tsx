import { truncate } from '@troo/shared';
import { MenuItemRow } from '../../../common/components/MenuItemRow';
import type { MenuGroup } from '../hooks/use-menu-groups';

/** Group titles are cut to 20 characters. */
const GROUP_LENGTH = 20;

/** The list, grouped by menu group: a heading per group and its items. */
export function MenuGroupList({ groups }: { groups: MenuGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`${group.id}-title`} className="or-menu__group">
          <h2 id={`${group.id}-title`} className="or-menu__group-title">
            {truncate(group.name, GROUP_LENGTH)}
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
