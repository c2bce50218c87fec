export { CategoryDetails as default } from '../features/categories/components/CategoryDetails';
