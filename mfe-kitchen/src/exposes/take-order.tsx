export { TakeOrderScreen as default } from '../features/take-order/components/TakeOrderScreen';
