export { OrderHistoryScreen as default } from '../features/order-history/components/OrderHistoryScreen';
