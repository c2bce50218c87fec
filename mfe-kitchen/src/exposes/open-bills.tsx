export { OpenBillsScreen as default } from '../features/open-bills/components/OpenBillsScreen';
