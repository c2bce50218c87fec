export { PaymentType as default } from '../features/payment-type/components/PaymentType';
