import { ManageQrScreen } from '../features/qr-codes/components/ManageQrScreen';

export default ManageQrScreen;
