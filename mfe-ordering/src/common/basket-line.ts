import type { OrderingMode } from '@troo/shared';

export const itemDetailsPath = (id: string, mode: OrderingMode) => `/demo/menu-details/${encodeURIComponent(id)}/${mode}`;
