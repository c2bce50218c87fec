import { useMemo } from 'react';
import { selectBasket, selectBusinessDetails, selectOrderingPlace, useAppSelector, type RootState } from '@troo/shared/runtime';
import type { CheckoutBasket } from '../contract';
import { koboToNaira } from '../contract/money';
import type { OrderingMode } from '../routes/paths';
import { storedOrderType, storedQrType } from './order-type';

/**
 * What checkout's calls take from the basket: the basket to price and the tip. (Who the order is for
 * comes from useBasketCustomer and useOrderingPlace.)
 */
export interface CheckoutBody {
  /** Item and modifier ids and quantities, never prices: the server prices them from the menu. */
  basket: CheckoutBasket;
  /** The tip in integer kobo, as the basket keeps it. */
  tipKobo: number;
  /** The tip as the wire takes it (naira, exactly tipKobo / 100). */
  tip: number;
}

/**
 * The basket as checkout's calls take it, read through the basket and business modules. Null when it
 * cannot be priced: no items, no outlet, or online ordering with neither Pickup nor Delivery chosen.
 * Every line carries its options' modifier ids: the basket refuses a line without them, and the
 * stored-state migration drops one.
 */
export function toCheckout(state: Pick<RootState, 'basket' | 'business'>, mode: OrderingMode): CheckoutBody | null {
  const { lines, tipKobo } = selectBasket(state);
  const place = selectOrderingPlace(state);
  const branchId = place.branchID ?? selectBusinessDetails(state)?.default_branch_id ?? null;
  if (lines.length === 0 || !place.businessIdentifier || !branchId) return null;
  const orderType = mode === 'orderandpay' ? storedQrType() : storedOrderType();
  if (!orderType) return null;
  return {
    basket: {
      business_identifier: place.businessIdentifier,
      branch_id: branchId,
      product: mode === 'orderandpay' ? 'OrderAndPay' : 'OnlineOrdering',
      order_type: orderType,
      items: lines.map((line) => ({
        menu_item_id: line.itemId,
        quantity: line.quantity,
        modifier_ids: line.options.map((option) => option.id),
        complimentary: line.complimentary,
        special_instructions: line.specialInstructions.slice(0, 256),
      })),
    },
    tipKobo,
    tip: koboToNaira(tipKobo),
  };
}

/** toCheckout of the store's basket; a new object only when the basket or the place changed. */
export function useCheckoutBody(mode: OrderingMode): CheckoutBody | null {
  const basket = useAppSelector((state) => state.basket);
  const business = useAppSelector((state) => state.business);
  return useMemo(() => toCheckout({ basket, business }, mode), [basket, business, mode]);
}
