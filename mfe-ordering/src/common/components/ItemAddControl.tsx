import { useContext } from 'react';
import { Link } from 'react-router-dom';
import { plainLineOf, useBasketActions, useBasketLineOfItem, useBasketTableNumber, type OrderingMode } from '@troo/shared';
import { Icon, PlusIcon, QuantityStepper } from '@troo/shared/kit';
import type { CustomerMenuItem } from '@troo/shared/contract';
import { itemDetailsPath } from '../basket-line';
import { OrderingOpen } from '../ordering-open';
import './item-row.css';

interface ItemAddControlProps {
  item: Pick<CustomerMenuItem, '_id' | 'menu_item_name' | 'menu_item_price' | 'menu_item_image' | 'has_modifiers'>;
  mode: OrderingMode;
}

/**
 * A plus when the item is not in the basket yet; − quantity + once it is (its first line: the
 * list's minus at 1 removes it, per the basket rules). The plus adds an item without choices at
 * once, where the diner is; an item with choices opens its details. Nothing while the outlet takes no orders.
 */
export function ItemAddControl({ item, mode }: ItemAddControlProps) {
  const basket = useBasketActions();
  const open = useContext(OrderingOpen);
  const line = useBasketLineOfItem(item._id);
  const tableNumber = useBasketTableNumber();
  if (!open) return null;
  if (line) {
    return (
      <QuantityStepper
        size="small"
        label={item.menu_item_name}
        value={line.quantity}
        onChange={(next) => (next > line.quantity ? basket.increment(line) : basket.decrementInList(line))}
      />
    );
  }
  const label = `Add ${item.menu_item_name}`;
  if (!item.has_modifiers) {
    return (
      <button
        type="button"
        className="troo-icon-button or-add"
        aria-label={label}
        onClick={() => basket.add(plainLineOf(item, tableNumber))}
      >
        <Icon icon={PlusIcon} size={20} />
      </button>
    );
  }
  return (
    <Link className="troo-icon-button or-add" aria-label={label} to={itemDetailsPath(item._id, mode)}>
      <Icon icon={PlusIcon} size={20} />
    </Link>
  );
}
