export { MerchantLink as default } from '../features/merchant-link/components/MerchantLink';
