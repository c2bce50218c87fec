import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { basketSlice, paths, useAppDispatch, useAppSelector } from '@troo/shared';
import { Button, ConfirmDialog, CustomerHeader, EmptyState, Price, ShoppingCartIcon, useGoBack } from '@troo/shared/kit';
import { useOrderingMode } from '../../../common/hooks/use-ordering-mode';
import { menuReturnPath } from '../../../common/menu-return';
import { BasketLine } from './BasketLine';
import { OnlineCheckout } from './OnlineCheckout';
import './basket.css';

/** /demo/basket/{orderandpay|online_ordering}: the lines, the total, and the way on to pay. */
export function Basket() {
  const mode = useOrderingMode();
  const basket = useAppSelector((state) => state.basket);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const backTo = menuReturnPath(mode);
  const goBack = useGoBack(backTo);
  const [cancelling, setCancelling] = useState(false);

  const cancel = () => {
    dispatch(basketSlice.actions.clear());
    setCancelling(false);
    navigate(backTo);
  };

  return (
    <main className="troo-page or-basket">
      <CustomerHeader title="Basket" mode={mode} backTo={backTo} showCart={false} />
      {basket.items.length === 0 ? (
        <EmptyState title="Your cart is empty." icon={ShoppingCartIcon} action={<Button onClick={goBack}>Start Ordering</Button>} />
      ) : (
        <>
          <ul className="or-basket__lines" aria-label="Basket items">
            {basket.items.map((item) => (
              <BasketLine key={`${item.id}|${item.selectedOptions.map((option) => option.name).join('|')}`} item={item} />
            ))}
          </ul>
          <p className="or-basket__total">
            <span>Total</span>
            <Price naira={basket.totalPrice} />
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
