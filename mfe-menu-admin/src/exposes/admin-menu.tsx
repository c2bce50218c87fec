import { AdminMenuScreen } from '../features/menu/components/AdminMenuScreen';

export default AdminMenuScreen;
