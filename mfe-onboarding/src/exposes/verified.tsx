import { VerifiedScreen } from '../features/verify/components/VerifiedScreen';

export default VerifiedScreen;
