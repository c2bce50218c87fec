import { Link } from 'react-router-dom';
import { paths, useAppSelector } from '@troo/shared';
import { Price } from '@troo/shared/kit';
import '../../../common/components/bottom-bar.css';

/** The fixed footer: how many items, their total, and 'View Basket'. */
export function MenuFooter() {
  const { totalQuantity, totalPrice } = useAppSelector((state) => state.basket);
  return (
    <div className="or-bar">
      <span className="or-bar__total">
        <span className="or-footer__count">
          {totalQuantity} {totalQuantity === 1 ? 'item' : 'items'}
        </span>{' '}
        <Price naira={totalPrice} />
      </span>
      <Link className="troo-button or-bar__button" to={paths.basket('online_ordering')}>
        View Basket
      </Link>
    </div>
  );
}
