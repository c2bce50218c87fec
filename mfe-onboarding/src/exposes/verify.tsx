import { VerifyScreen } from '../features/verify/components/VerifyScreen';

export default VerifyScreen;
