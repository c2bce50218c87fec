import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { basketSlice, paths, useAppDispatch, useBasket } from '@troo/shared';
import { CustomerHeader } from '@troo/shared/kit';
import { useOrderingMode } from '../../../common/use-ordering-mode';
import { EmptyBasket } from '../../../common/EmptyBasket';
import { TipForm } from './TipForm';
import './tip.css';

/** /demo/tip/{mode}: choose a tip on the basket total (kept across a reload), then on to payment in the same mode. */
export function Tip() {
  const basket = useBasket();
  const mode = useOrderingMode();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  // Kept in the basket as it is chosen (the basket is persisted), so a reload shows the same tip.
  const choose = useCallback((tip: number) => void dispatch(basketSlice.actions.setTip(tip)), [dispatch]);
  const done = (tip: number) => {
    dispatch(basketSlice.actions.setTip(tip));
    navigate(paths.paymentType(mode));
  };

  return (
    <main className="troo-page co-tip">
      <CustomerHeader title="Tip" backTo={paths.basket(mode)} mode={mode} showCart={false} />
      {basket.items.length === 0 ? (
        <EmptyBasket />
      ) : (
        <TipForm total={basket.totalPrice} storedTip={basket.tip} onChoose={choose} onDone={done} />
      )}
    </main>
  );
}
