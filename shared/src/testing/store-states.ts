// A test's preloaded store, built through the slices' own reducers (never by writing their shape):
// `preloadedState: { ...basketStateWith([line]), ...businessStateWith(place) }`.
import {
  basketActions,
  basketSlice,
  businessActions,
  businessSlice,
  emptyBasket,
  type BasketCustomer,
  type BasketLine,
  type OrderingContext,
} from '@troo/shared';
import type { BusinessDetails } from '@troo/shared/contract';

/** A basket holding these lines (and customer fields, and a tip in kobo). */
export function basketStateWith(lines: readonly BasketLine[], extra: Partial<BasketCustomer> & { tipKobo?: number } = {}) {
  const { tipKobo = 0, ...customer } = extra;
  const filled = lines.reduce((state, line) => basketSlice.reducer(state, basketActions.add(line)), { ...emptyBasket, ...customer });
  return { basket: basketSlice.reducer(filled, basketActions.setTipKobo(tipKobo)) };
}

/** The business slice as a QR code or link leaves it (and its details, when given). */
export function businessStateWith(context: OrderingContext, details?: BusinessDetails) {
  const placed = businessSlice.reducer(undefined, businessActions.enterOrderingPlace(context));
  return { business: details ? businessSlice.reducer(placed, businessActions.showDetails(details)) : placed };
}
