import type { OrderingMode } from '@troo/shared';

/** Checkout's own pages (routes.json holds their patterns). */
export const receiptPath = (mode: OrderingMode, reference: string) => `/demo/receipt/${mode}/${encodeURIComponent(reference)}`;
export const orderPlacedPath = (mode: OrderingMode) => `/demo/get-receipt/${mode}`;
