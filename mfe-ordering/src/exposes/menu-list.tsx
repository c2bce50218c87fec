export { MenuList as default } from '../features/menu-list/components/MenuList';
