import { SettingsScreen } from '../features/settings/components/SettingsScreen';

export default SettingsScreen;
