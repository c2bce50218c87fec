import { MenuSetupScreen } from '../features/menu/components/MenuSetupScreen';

export default MenuSetupScreen;
