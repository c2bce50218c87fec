import { StationsScreen } from '../features/stations/components/StationsScreen';

export default StationsScreen;
