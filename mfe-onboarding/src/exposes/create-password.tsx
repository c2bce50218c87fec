import { CreatePasswordScreen } from '../features/password-reset/components/CreatePasswordScreen';

export default CreatePasswordScreen;
