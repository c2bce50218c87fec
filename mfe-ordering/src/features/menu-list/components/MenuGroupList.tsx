import { MenuItemRow } from '../../../common/components/MenuItemRow';
import type { MenuGroup } from '../hooks/use-menu-groups';

/** The list, grouped by menu group: a heading per group and its items. */
export function MenuGroupList({ groups }: { groups: MenuGroup[] }) {
  return (
    <>
      {groups.map((group) => (
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
