// @troo/shared/live: a diner's receipt follows its order live. Staff streams come through
// @troo/shared/portal; this entry holds no state, so (like the kit) each app bundles what it imports.
export * from './live/use-order-status-events';
export type { OrderStreamState } from './live/order-event-stream';
