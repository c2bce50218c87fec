import { LoginScreen } from '../features/login/components/LoginScreen';

export default LoginScreen;
