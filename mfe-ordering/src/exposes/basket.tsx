export { Basket as default } from '../features/basket/components/Basket';
