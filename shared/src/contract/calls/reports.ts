import { Type } from '@sinclair/typebox';
import { defineCall, Envelope, standardErrors } from '../define-call';
import { DATE_FILTER_INVALID } from '../messages';
import { Binary } from '../schemas/common';
import { DateFilterQuery } from '../schemas/kitchen';
import { ReportExportQuery, SalesReport } from '../schemas/reports';
import { SETTLEMENT_EXPORTS, SettlementReport } from '../schemas/settlements';

// The owner's books (issue 49): the sales report and Paystack's settlements, each read by its screen
// as JSON and exported as CSV by a sibling call that answers from the same query.

const CSV = Binary('CSV, UTF-8 with a byte-order mark; amounts in naira with two decimals', ['text/csv']);

export const getSalesReport = defineCall({
  method: 'GET',
  path: '/report/getSalesReport',
  summary: "The period's sales (paid orders, not cancelled or refunded) with every view: by hour, weekday, channel, item, staff, payment",
  access: 'admin',
  query: DateFilterQuery,
  invalidMessage: DATE_FILTER_INVALID,
  response: { 200: Envelope(SalesReport), ...standardErrors },
});

export const exportSalesReport = defineCall({
  method: 'GET',
  path: '/report/exportSalesReport',
  summary: 'The sales report as CSV: one row per order, per line, or the rows of one view',
  access: 'admin',
  query: ReportExportQuery,
  invalidMessage: DATE_FILTER_INVALID,
  response: { 200: CSV, ...standardErrors },
});

export const getSettlements = defineCall({
  method: 'GET',
  path: '/report/getSettlements',
  summary: "What Paystack paid out for the period beside Troo's Paystack payments, matched by reference, with the differences",
  access: 'admin',
  query: DateFilterQuery,
  invalidMessage: DATE_FILTER_INVALID,
  response: { 200: Envelope(SettlementReport), ...standardErrors },
});

export const exportSettlements = defineCall({
  method: 'GET',
  path: '/report/exportSettlements',
  summary: 'The settlements report as CSV: settlements, matched payments or differences',
  access: 'admin',
  query: Type.Composite([DateFilterQuery, Type.Object({ rows: Type.Union(SETTLEMENT_EXPORTS.map((r) => Type.Literal(r))) })]),
  invalidMessage: DATE_FILTER_INVALID,
  response: { 200: CSV, ...standardErrors },
});
