export { KitchenDisplay as default } from '../features/kitchen-display/components/KitchenDisplay';
