import { OutletsScreen } from '../features/outlets/components/OutletsScreen';

export default OutletsScreen;
