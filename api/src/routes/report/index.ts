import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calls } from '@troo/shared/contract';
import { scoped } from '../../data/index.js';
import { csvFileName, salesCsv } from '../../domain/reports/sales-csv.js';
import { settlementsCsv } from '../../domain/reports/settlements-csv.js';
import { callRoute } from '../call-route.js';

// The owner's books (issue 49): each report as JSON for its screen, and as CSV from the same answer.

const OK = 'Successful';
/** Reading a year of orders or asking Paystack for payouts is heavier than a screen's usual read. */
const HEAVY = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(
    app,
    calls.getSalesReport,
    async (request) => ({ message: OK, data: await scoped(request).reports.sales(request.query) }),
    HEAVY,
  );

  callRoute(
    app,
    calls.exportSalesReport,
    async (request, reply) => {
      const { rows, ...period } = request.query;
      const report = await scoped(request).reports.sales(period);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${csvFileName(rows, report)}"`)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(salesCsv(report, rows), 'utf8'));
    },
    HEAVY,
  );

  callRoute(
    app,
    calls.getSettlements,
    async (request) => ({ message: OK, data: await scoped(request).reports.settlements(app.payments, request.query) }),
    HEAVY,
  );

  callRoute(
    app,
    calls.exportSettlements,
    async (request, reply) => {
      const { rows, ...period } = request.query;
      const report = await scoped(request).reports.settlements(app.payments, period);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${csvFileName(`settlement-${rows}`, report)}"`)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(settlementsCsv(report, rows), 'utf8'));
    },
    HEAVY,
  );
};
