export { ItemDetails as default } from '../features/item-details/components/ItemDetails';
