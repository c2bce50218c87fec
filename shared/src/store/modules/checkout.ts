import { useMemo } from 'react';
import type { CheckoutBasket } from '../../contract';
import { koboToNaira } from '../../contract/money';
import { storedOrderType, storedQrType } from './order-type';
import type { OrderingMode } from '../../routes/paths';
import { useAppSelector } from '../hooks';
import type { RootState } from '../root-reducer';
import { isSendableLine } from '../slices/basket';

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
 * The basket as checkout's calls take it. Null when it cannot be priced: no items, no outlet, or
 * online ordering with neither Pickup nor Delivery chosen. A line that cannot be sent (an option
 * without its modifier id) never reaches here: the basket refuses it, and the stored-state migration drops it.
 */
export function toCheckout(state: Pick<RootState, 'basket' | 'business'>, mode: OrderingMode): CheckoutBody | null {
  const { basket, business } = state;
  const lines = basket.lines.filter(isSendableLine);
  const branchId = business.branchID ?? business.details?.default_branch_id ?? null;
  if (lines.length === 0 || !business.businessIdentifier || !branchId) return null;
  const orderType = mode === 'orderandpay' ? storedQrType() : storedOrderType();
  if (!orderType) return null;
  return {
    basket: {
      business_identifier: business.businessIdentifier,
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
    tipKobo: basket.tipKobo,
    tip: koboToNaira(basket.tipKobo),
  };
}

/** toCheckout of the store's basket; a new object only when the basket or place changed. */
export function useCheckoutBody(mode: OrderingMode): CheckoutBody | null {
  const basket = useAppSelector((state) => state.basket);
  const business = useAppSelector((state) => state.business);
  return useMemo(() => toCheckout({ basket, business }, mode), [basket, business, mode]);
}
