import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, useBasketActions, useBasketLines, useBasketSubtotalKobo } from '@troo/shared';
import { Button, ConfirmDialog, CustomerHeader, EmptyState, Price, ShoppingCartIcon, useGoBack } from '@troo/shared/kit';
import { useOrderingMode } from '../../../common/hooks/use-ordering-mode';
import { menuReturnPath } from '../../../common/menu-return';
import { BasketLine } from './BasketLine';
import { OnlineCheckout } from './OnlineCheckout';
import './basket.css';

/** /demo/basket/{orderandpay|online_ordering}: the lines, the total, and the way on to pay. */
export function Basket() {
  const mode = useOrderingMode();
  const lines = useBasketLines();
  const subtotalKobo = useBasketSubtotalKobo();
  const basket = useBasketActions();
  const navigate = useNavigate();
  const backTo = menuReturnPath(mode);
  const goBack = useGoBack(backTo);
  const [cancelling, setCancelling] = useState(false);

  const cancel = () => {
    basket.clear();
    setCancelling(false);
    navigate(backTo);
  };

  return (
    <main className="troo-page or-basket">
      <CustomerHeader title="Basket" mode={mode} backTo={backTo} showCart={false} />
      {lines.length === 0 ? (
        <EmptyState title="Your cart is empty." icon={ShoppingCartIcon} action={<Button onClick={goBack}>Start Ordering</Button>} />
      ) : (
        <>
          <ul className="or-basket__lines" aria-label="Basket items">
            {lines.map((line) => (
              <BasketLine key={`${line.itemId}|${line.options.map((option) => option.id).join('|')}`} line={line} />
            ))}
          </ul>
          <p className="or-basket__total">
            <span>Total</span>
            <Price kobo={subtotalKobo} />
          </p>
          {mode === 'online_ordering' ? (
            <OnlineCheckout onCancel={() => setCancelling(true)} />
          ) : (
            <div className="or-basket__actions">
              <Button variant="secondary" onClick={() => setCancelling(true)}>
                Cancel
              </Button>
              <Button onClick={() => navigate(paths.tip('orderandpay'))}>Continue</Button>
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        open={cancelling}
        title="Cancel order"
        message="Are you sure you want to cancel this order?"
        confirmLabel="Yes"
        cancelLabel="No"
        tone="danger"
        onConfirm={cancel}
        onCancel={() => setCancelling(false)}
      />
    </main>
  );
}
