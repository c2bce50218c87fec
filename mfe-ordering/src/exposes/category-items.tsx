export { CategoryItems as default } from '../features/categories/components/CategoryItems';
