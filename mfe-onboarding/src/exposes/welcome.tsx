import { WelcomeScreen } from '../features/welcome/components/WelcomeScreen';

export default WelcomeScreen;
