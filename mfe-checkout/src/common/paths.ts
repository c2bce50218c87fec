import { paths, type OrderingMode } from '@troo/shared';

/** A paid order's receipt: the Receipt screen's address (from routes.json) and the payment reference. */
export const receiptPath = (mode: OrderingMode, reference: string) => `${paths.receipt(mode)}/${encodeURIComponent(reference)}`;
