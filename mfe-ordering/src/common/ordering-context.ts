import { businessActions, type OrderingContext, type useAppDispatch } from '@troo/shared';

type AppDispatch = ReturnType<typeof useAppDispatch>;
export type { OrderingContext };

/**
 * The cookies that tell the server which business and outlet this diner ordered from last, so the
 * menu list's and an item's pages are drawn for them (src/first-reads.ts reads them). They mirror
 * the persisted store's; a business identifier and an outlet id are public (both are in every QR code).
 */
export const OUTLET_COOKIE = 'troo-outlet';
export const BUSINESS_COOKIE = 'troo-business';
const A_YEAR_S = 365 * 24 * 60 * 60;

/** Makes this business, outlet and table the diner's ordering context, and remembers business and outlet for the server. */
export function enterOrderingContext(dispatch: AppDispatch, context: OrderingContext): void {
  dispatch(businessActions.enterOrderingPlace(context));
  rememberOrderingContext(context.businessIdentifier, context.branchID);
}

/**
 * Writes the business and outlet cookies (a missing one is deleted). The menu list and item details
 * also call it with the stored context, so a store kept from before the cookies, or cookies the
 * browser dropped, are mirrored again and the next page is drawn for the right outlet.
 */
export function rememberOrderingContext(businessIdentifier: string | null, branchID: string | null): void {
  writeCookie(BUSINESS_COOKIE, businessIdentifier);
  writeCookie(OUTLET_COOKIE, branchID);
}

/** One cookie for the whole site, kept a year; none for no value. */
function writeCookie(name: string, value: string | null): void {
  document.cookie = value
    ? `${name}=${encodeURIComponent(value)}; path=/; max-age=${A_YEAR_S}; samesite=lax`
    : `${name}=; path=/; max-age=0; samesite=lax`;
}
