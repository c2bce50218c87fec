import { Link } from 'react-router-dom';
import { basketSlice, useAppDispatch, useAppSelector, type OrderingMode } from '@troo/shared';
import { Icon, PlusIcon, QuantityStepper } from '@troo/shared/kit';
import type { CustomerMenuItem } from '@troo/shared/contract';
import { itemDetailsPath } from '../basket-line';
import './item-row.css';

interface ItemAddControlProps {
  item: Pick<CustomerMenuItem, '_id' | 'menu_item_name'>;
  mode: OrderingMode;
  /** Given: the plus adds at once (recommended items); otherwise it opens the item's details. */
  onAdd?: () => void;
}

/**
 * A plus when the item is not in the basket yet; − quantity + once it is (its first line: the
 * list's minus at 1 removes it, per the basket rules).
 */
export function ItemAddControl({ item, mode, onAdd }: ItemAddControlProps) {
  const dispatch = useAppDispatch();
  const line = useAppSelector((state) => state.basket.items.find((basketItem) => basketItem.id === item._id));
  if (line) {
    const key = { id: line.id, selectedOptions: line.selectedOptions };
    return (
      <QuantityStepper
        size="small"
        label={item.menu_item_name}
        value={line.quantity}
        onChange={(next) => dispatch(next > line.quantity ? basketSlice.actions.increment(key) : basketSlice.actions.decrementInList(key))}
      />
    );
  }
  const label = `Add ${item.menu_item_name}`;
  if (onAdd) {
    return (
      <button type="button" className="troo-icon-button or-add" aria-label={label} onClick={onAdd}>
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
