import { PasswordScreen } from '../features/employee-password/components/PasswordScreen';

export default PasswordScreen;
