import { Link } from 'react-router-dom';
import { paths, useBasketCount, useBasketSubtotalKobo, type OrderingMode } from '@troo/shared';
import { Price } from '@troo/shared/kit';
import './bottom-bar.css';

/** Every menu screen's fixed footer: how many items are in the basket, their total, and 'View Basket'. */
export function BasketBar({ mode }: { mode: OrderingMode }) {
  const totalQuantity = useBasketCount();
  const subtotalKobo = useBasketSubtotalKobo();
  return (
    <div className="or-bar">
      <span className="or-bar__total">
        <span className="or-bar__count">
          {totalQuantity} {totalQuantity === 1 ? 'item' : 'items'}
        </span>{' '}
        <Price kobo={subtotalKobo} />
      </span>
      <Link className="troo-button or-bar__button" to={paths.basket(mode)}>
        View Basket
      </Link>
    </div>
  );
}
