export * from './order-type';
