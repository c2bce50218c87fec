import { businessSlice, type useAppDispatch } from '@troo/shared';

type AppDispatch = ReturnType<typeof useAppDispatch>;
export type OrderingContext = Parameters<typeof businessSlice.actions.setOrderingContext>[0];

/**
 * The cookie that tells the server which outlet this diner ordered from last, so the menu list's
 * page is drawn with that outlet's menu (src/first-reads.ts reads it). It mirrors
 * the persisted store's outlet; an outlet id is public (it is in every QR code).
 */
export const OUTLET_COOKIE = 'troo-outlet';
const A_YEAR_S = 365 * 24 * 60 * 60;

/** Makes this business, outlet and table the diner's ordering context, and remembers the outlet for the server. */
export function enterOrderingContext(dispatch: AppDispatch, context: OrderingContext): void {
  dispatch(businessSlice.actions.setOrderingContext(context));
  rememberOutlet(context.branchID);
}

/**
 * Writes the outlet cookie (none when there is no outlet). The menu list also calls it with the
 * stored outlet, so a store kept from before the cookie, or a cookie the browser dropped, is
 * mirrored again and the next page is drawn for the right outlet.
 */
export function rememberOutlet(branchID: string | null): void {
  document.cookie = branchID
    ? `${OUTLET_COOKIE}=${encodeURIComponent(branchID)}; path=/; max-age=${A_YEAR_S}; samesite=lax`
    : `${OUTLET_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
