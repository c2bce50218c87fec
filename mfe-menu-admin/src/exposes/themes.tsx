import { ThemesScreen } from '../features/themes/components/ThemesScreen';

export default ThemesScreen;
