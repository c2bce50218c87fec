import { ForgotPasswordScreen } from '../features/password-reset/components/ForgotPasswordScreen';

export default ForgotPasswordScreen;
