import { useState, type ReactNode } from 'react';
import { useApiQuery } from '@troo/shared';
import { imageVariants, type MenuCategory, type MenuGroup, type MenuItem, type ModifierGroup } from '@troo/shared/contract';
import { AspectImage, Button, Icon, Price, ChevronDownIcon, ChevronRightIcon } from '@troo/shared/kit';
import type { AddPanel } from './AddEntrySheet';

interface MenuTreeProps {
  branchId: string;
  categories: MenuCategory[];
  groups: MenuGroup[];
  items: MenuItem[];
  modifierGroups: ModifierGroup[];
  onAdd: (panel: AddPanel) => void;
}

/** A small square of an entry's picture (its 96 px copy), or the kit's placeholder; decorative: the name is beside it. */
function Thumb({ src }: { src: string | null }) {
  return (
    <span className="ma-menu__thumb">
      <AspectImage src={src} variants={imageVariants(src, [96])} sizes="32px" alt="" ratio={1} />
    </span>
  );
}

/** One level of the tree: a row that opens to show what is under it (with the entry's picture when it has one). */
function Branch({
  label,
  detail,
  level,
  image,
  children,
}: {
  label: string;
  detail?: ReactNode;
  level: number;
  /** A picture slot for levels that take one (categories, items); undefined for those that do not. */
  image?: string | null;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <li className={`ma-menu__node ma-menu__node--${level}`}>
      <button type="button" className="ma-menu__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        <Icon icon={open ? ChevronDownIcon : ChevronRightIcon} size={18} />
        {image !== undefined ? <Thumb src={image} /> : null}
        <span className="ma-menu__label">{label}</span>
        {detail ? <span className="ma-menu__detail">{detail}</span> : null}
      </button>
      {open ? <div className="ma-menu__children">{children}</div> : null}
    </li>
  );
}

function AddButton({ children, onClick }: { children: string; onClick: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick} className="ma-menu__add">
      {children}
    </Button>
  );
}

/** The modifiers of one item, read when the item is opened. */
function ItemModifiers({
  branchId,
  item,
  groups,
  onAdd,
}: {
  branchId: string;
  item: string;
  groups: ModifierGroup[];
  onAdd: MenuTreeProps['onAdd'];
}) {
  const modifiers = useApiQuery('GET /menu/getMenuModifier/', { query: { branch_id: branchId, attach_to: 'item', name: item } });
  const list = modifiers.status === 'success' ? modifiers.data.data : [];
  return (
    <>
      <ul className="ma-menu__list">
        {groups.map((group) => (
          <Branch key={group._id} level={4} label={group.modifier_group_name} detail={group.is_complimentary ? 'Complimentary' : undefined}>
            <ul className="ma-menu__list">
              {list
                .filter((modifier) => modifier.modifier_group_id === group._id)
                .map((modifier) => (
                  <li key={modifier._id} className="ma-menu__leaf">
                    {modifier.image ? <Thumb src={modifier.image} /> : null}
                    <span className="ma-menu__leaf-name">{modifier.modifier_name}</span>
                    {group.is_complimentary || modifier.modifier_price === 0 ? 'Free' : <Price naira={modifier.modifier_price} />}
                  </li>
                ))}
            </ul>
            <AddButton onClick={() => onAdd({ kind: 'modifier', item, modifierGroup: group.modifier_group_name })}>Add modifier</AddButton>
          </Branch>
        ))}
      </ul>
      <AddButton onClick={() => onAdd({ kind: 'modifierGroup', item })}>Add modifier group</AddButton>
    </>
  );
}

/** The menu as the spec's expandable hierarchy: category → group → item → modifier group → modifier. */
export function MenuTree({ branchId, categories, groups, items, modifierGroups, onAdd }: MenuTreeProps) {
  return (
    <ul className="ma-menu__list" aria-label="Menu">
      {categories.map((category) => (
        <Branch key={category._id} level={1} label={category.name} image={category.image}>
          <ul className="ma-menu__list">
            {groups
              .filter((group) => group.category_id === category._id)
              .map((group) => (
                <Branch
                  key={group._id}
                  level={2}
                  label={group.name}
                  detail={group.price_to_all_items && group.price !== null ? <Price naira={group.price} /> : undefined}
                >
                  <ul className="ma-menu__list">
                    {items
                      .filter((item) => item.group_id === group._id)
                      .map((item) => (
                        <Branch
                          key={item._id}
                          level={3}
                          label={item.menu_item_name}
                          image={item.menu_item_image}
                          detail={<Price naira={item.menu_item_price} />}
                        >
                          <ItemModifiers
                            branchId={branchId}
                            item={item.menu_item_name}
                            groups={modifierGroups.filter((modifierGroup) => modifierGroup.item_id === item._id)}
                            onAdd={onAdd}
                          />
                        </Branch>
                      ))}
                  </ul>
                  <AddButton onClick={() => onAdd({ kind: 'item', group })}>Add item</AddButton>
                </Branch>
              ))}
          </ul>
          <AddButton onClick={() => onAdd({ kind: 'group', category: category.name })}>Add group</AddButton>
        </Branch>
      ))}
    </ul>
  );
}
