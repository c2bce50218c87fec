import { ResetPasswordScreen } from '../features/reset-password/components/ResetPasswordScreen';

export default ResetPasswordScreen;
