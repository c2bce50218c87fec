export * from './order-type';
export * from './checkout-basket';
