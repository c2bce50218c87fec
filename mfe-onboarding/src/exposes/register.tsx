import '../state/inject';
import { RegisterScreen } from '../features/register/components/RegisterScreen';

export default RegisterScreen;
