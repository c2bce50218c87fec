export { BillScreen as default } from '../features/bill/components/BillScreen';
