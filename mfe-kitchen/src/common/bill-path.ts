import { paths } from '@troo/shared';

/** One bill's screen (routes.json's /demo/bill/troo-portal/:id): every address of it needs the bill's id. */
export const billPath = (tabId: string) => `${paths.openBills.replace(/\/bills\//, '/bill/')}/${encodeURIComponent(tabId)}`;
