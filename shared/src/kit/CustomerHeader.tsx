import { Link } from 'react-router-dom';
import { paths, useBasketCount, type OrderingMode } from '@troo/shared';
import { Icon } from './icons/Icon';
import { ChevronLeftIcon, ShoppingCartIcon } from './icons/lucide';
import { useGoBack } from './use-go-back';
import './customer-header.css';

export interface CustomerHeaderProps {
  /** The screen's h1 (the spec's default 'Explore Menu'). */
  title?: string;
  /** Where Back goes when the page was opened directly (no in-app history). */
  backTo?: string | null;
  /** Back goes to `backTo` even with in-app history behind this page. */
  backAlwaysTo?: boolean;
  /** Which basket the cart opens. */
  mode?: OrderingMode;
  /** The spec hides the cart on the basket, tip, payment and receipt pages. */
  showCart?: boolean;
}

/**
 * The diner's top bar: Back, the screen's title (its h1) and the cart with the number of items in
 * the basket. It sticks to the top once the page scrolls, which CSS does without a scroll listener.
 */
export function CustomerHeader({
  title = 'Explore Menu',
  backTo = null,
  backAlwaysTo = false,
  mode = 'orderandpay',
  showCart = true,
}: CustomerHeaderProps) {
  const goBack = useGoBack(backTo, backAlwaysTo);
  const count = useBasketCount();
  return (
    <header className="troo-header">
      <button type="button" className="troo-icon-button troo-header__button" aria-label="Back" onClick={goBack}>
        <Icon icon={ChevronLeftIcon} size={26} />
      </button>
      <h1 className="troo-header__title">{title}</h1>
      {showCart ? (
        <Link
          className={`troo-icon-button troo-header__button troo-header__cart${count > 0 ? ' troo-header__cart--full' : ''}`}
          to={paths.basket(mode)}
          aria-label={count > 0 ? `Basket, ${count} ${count === 1 ? 'item' : 'items'}` : 'Basket, empty'}
        >
          <Icon icon={ShoppingCartIcon} size={24} />
          {count > 0 ? (
            <span className="troo-header__badge" aria-hidden="true">
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </Link>
      ) : (
        <span className="troo-header__spacer" aria-hidden="true" />
      )}
    </header>
  );
}
