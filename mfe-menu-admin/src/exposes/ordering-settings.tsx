import { OrderingSettingsScreen } from '../features/ordering-settings/components/OrderingSettingsScreen';

export default OrderingSettingsScreen;
