export { Tip as default } from '../features/tip/components/Tip';
