// @troo/shared: what every page needs. Each app bundles it (only what it imports); the part that
// must exist once per page comes from @troo/shared/runtime, the federation singleton the shell
// provides, re-exported here so screens keep one import. Staff-only pieces live in
// @troo/shared/portal, so a diner's phone never downloads them. The design tokens and base styles are
// loaded once, by the shell (@troo/shared/styles).
export * from '@troo/shared/runtime';
export * from './routes/paths';
export * from './theme/colours';
export * from './theme/contrast';
export * from './theme/apply-theme';
export { formatKobo, formatNaira } from './contract/money';
export { orderPlace } from './contract/order-place';
export * from './format/truncate';
export * from './data/QueryState';
export * from './ui';
export * from './ordering';
