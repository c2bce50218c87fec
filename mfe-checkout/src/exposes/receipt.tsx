export { Receipt as default } from '../features/receipt/components/Receipt';
