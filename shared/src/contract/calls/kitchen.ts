import { Type } from '@sinclair/typebox';
import { defineCall, standardErrors } from '../define-call';
import { DATE_FILTER_INVALID } from '../messages';
import {
  AverageOrderValue,
  DateFilterQuery,
  ORDER_ACTIONS,
  OrderStatusValue,
  SalesFigure,
  SalesGrowth,
  StaffOrder,
  TicketCounts,
  TopMenuItem,
} from '../schemas/kitchen';

// The kitchen display, tickets, order history and the reporting calls (portal spec §7). Staff only;
// an employee sees their own outlet's orders. Refunds and the figures are the owner's (an employee's
// dashboard shows no figures, and the shell refuses them the owner's dashboard and report).

const OrderList = Type.Object({ message: Type.String(), data: Type.Array(StaffOrder) });
const OneOrder = Type.Object({ message: Type.String(), data: StaffOrder });

export const getOrder = defineCall({
  method: 'GET',
  path: '/order/getOrder',
  summary: "Every order of the business (an employee's: their outlet's), newest first: tickets and history",
  access: 'staff',
  query: Type.Object({ branch_id: Type.Optional(Type.String({ maxLength: 64 })) }),
  response: { 200: OrderList, ...standardErrors },
});

export const getBranchOrderByStatus = defineCall({
  method: 'GET',
  path: '/order/getBranchOrderByStatus/',
  summary:
    "An outlet's orders in one status, newest first (the kitchen display's tabs); Pending (scheduled for a later Lagos day) soonest due first",
  access: 'staff',
  query: Type.Object({ branch_id: Type.String({ maxLength: 64 }), status: OrderStatusValue }),
  response: { 200: OrderList, ...standardErrors },
});

export const updateOrder = defineCall({
  method: 'PUT',
  path: '/order/updateOrder/',
  summary:
    'Accept (Ordered → Accepted), serve (Ordered or Accepted → served), cancel (→ cancel, refunding a paid order) or unserve (served → Accepted, within seconds of the serve: Undo)',
  access: 'staff',
  body: Type.Object({ order_id: Type.String({ maxLength: 64 }), status: Type.Union(ORDER_ACTIONS.map((a) => Type.Literal(a))) }),
  response: { 200: OneOrder, ...standardErrors },
});

export const refundOrder = defineCall({
  method: 'POST',
  path: '/order/refundOrder/',
  summary: "Gives a paid order's money back through the payment provider and cancels it (owner only)",
  access: 'admin',
  body: Type.Object({ order_id: Type.String({ maxLength: 64 }) }),
  response: { 200: OneOrder, ...standardErrors },
});

export const getOpenAndClosedTickets = defineCall({
  method: 'GET',
  path: '/getOpenAndClosedTickets',
  summary: 'How many orders of the period are open, served, cancelled',
  access: 'admin',
  query: DateFilterQuery,
  invalidMessage: DATE_FILTER_INVALID,
  response: { 200: Type.Object({ message: Type.String(), data: TicketCounts }), ...standardErrors },
});

export const getTopMenuItems = defineCall({
  method: 'GET',
  path: '/order/getTopMenuItems/',
  summary: 'The best-selling items of the period by quantity',
  access: 'admin',
  query: DateFilterQuery,
  invalidMessage: DATE_FILTER_INVALID,
  response: { 200: Type.Object({ message: Type.String(), data: Type.Array(TopMenuItem) }), ...standardErrors },
});

export const getTotalSales = defineCall({
  method: 'GET',
  path: '/getTotalSales',
  summary: 'Sales of the period (paid, not cancelled or refunded), with a figure per Lagos day',
  access: 'admin',
  query: DateFilterQuery,
  invalidMessage: DATE_FILTER_INVALID,
  response: { 200: Type.Object({ message: Type.String(), data: SalesFigure }), ...standardErrors },
});

export const averageOrderValue = defineCall({
  method: 'GET',
  path: '/averageOrderValue',
  summary: 'The average order of the period',
  access: 'admin',
  query: DateFilterQuery,
  invalidMessage: DATE_FILTER_INVALID,
  response: { 200: Type.Object({ message: Type.String(), data: AverageOrderValue }), ...standardErrors },
});

export const salesGrowthRate = defineCall({
  method: 'GET',
  path: '/salesGrowthRate',
  summary: "This week's sales against last week's",
  access: 'admin',
  query: Type.Object({ branch_id: Type.Optional(Type.String({ maxLength: 64 })) }),
  response: { 200: Type.Object({ message: Type.String(), data: SalesGrowth }), ...standardErrors },
});
