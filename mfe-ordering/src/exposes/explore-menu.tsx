export { ExploreMenu as default } from '../features/categories/components/ExploreMenu';
