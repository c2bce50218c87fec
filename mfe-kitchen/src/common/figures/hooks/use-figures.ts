import { useEffect } from 'react';
import { useApiQuery, useInvalidate, useSelectedOutlet } from '@troo/shared';
import { periodQuery, type FigurePeriod } from './figure-period';

const FIGURE_CALLS = [
  'GET /getTotalSales',
  'GET /getOpenAndClosedTickets',
  'GET /averageOrderValue',
  'GET /order/getTopMenuItems/',
  'GET /salesGrowthRate',
  'GET /report/getSalesReport',
] as const;

/** The outlet the figures are for: the one picked in the outlet selector, or null for all of them. */
export const useFigureOutlet = () => useSelectedOutlet().id;

/**
 * Figures are read afresh each time a figures screen opens (orders arrive all day), while the last
 * answer stays on screen until the new one comes.
 */
export function useFreshFigures() {
  const invalidate = useInvalidate();
  useEffect(() => {
    FIGURE_CALLS.forEach((call) => invalidate(call));
  }, [invalidate]);
}

export const useSales = (period: FigurePeriod, branchId: string | null) =>
  useApiQuery('GET /getTotalSales', { query: periodQuery(period, branchId) });

export const useTicketCounts = (period: FigurePeriod, branchId: string | null) =>
  useApiQuery('GET /getOpenAndClosedTickets', { query: periodQuery(period, branchId) });

/** The period's sales with every view of them (by hour, weekday, channel, item, staff, payment). */
export const useSalesReport = (period: FigurePeriod, branchId: string | null) =>
  useApiQuery('GET /report/getSalesReport', { query: periodQuery(period, branchId) });
