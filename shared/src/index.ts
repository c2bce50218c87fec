// @troo/shared: what every page needs. Staff-only pieces live in @troo/shared/portal, so a
// diner's phone never downloads them.
import './styles/tokens.css';
import './styles/base.css';

export * from './config/runtime-config';
export * from './routes/paths';
export * from './theme/colours';
export * from './theme/contrast';
export * from './theme/apply-theme';
export { formatKobo, formatNaira } from './contract/money';
export { orderPlace } from './contract/order-place';
export * from './format/truncate';
export * from './api/client';
export * from './api/call';
export * from './store';
export * from './data';
export * from './ui';
export * from './ordering';
