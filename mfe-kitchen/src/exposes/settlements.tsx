export { SettlementsScreen as default } from '../features/settlements/components/SettlementsScreen';
