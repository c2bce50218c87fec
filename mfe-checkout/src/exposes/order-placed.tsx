export { OrderPlaced as default } from '../features/order-placed/components/OrderPlaced';
