import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, useBasketActions, useBasketLines, useBasketSubtotalKobo, useBasketTipKobo } from '@troo/shared';
import { koboOf, koboToNaira } from '@troo/shared/contract';
import { CustomerHeader } from '@troo/shared/kit';
import { useOrderingMode } from '../../../common/use-ordering-mode';
import { EmptyBasket } from '../../../common/EmptyBasket';
import { TipForm } from './TipForm';
import './tip.css';

/** /demo/tip/{mode}: choose a tip on the basket total (kept across a reload), then on to payment in the same mode. */
export function Tip() {
  const lines = useBasketLines();
  const subtotalKobo = useBasketSubtotalKobo();
  const tipKobo = useBasketTipKobo();
  const { setTipKobo } = useBasketActions();
  const mode = useOrderingMode();
  const navigate = useNavigate();

  // Kept in the basket (in kobo) as it is chosen (the basket is persisted), so a reload shows the same
  // tip. The form speaks naira, as the diner types it.
  const choose = useCallback((tip: number) => setTipKobo(koboOf(tip)), [setTipKobo]);
  const done = (tip: number) => {
    setTipKobo(koboOf(tip));
    navigate(paths.paymentType(mode));
  };

  return (
    <main className="troo-page co-tip">
      <CustomerHeader title="Tip" backTo={paths.basket(mode)} mode={mode} showCart={false} />
      {lines.length === 0 ? (
        <EmptyBasket />
      ) : (
        <TipForm total={koboToNaira(subtotalKobo)} storedTip={koboToNaira(tipKobo)} onChoose={choose} onDone={done} />
      )}
    </main>
  );
}
