import { OnlineLinkScreen } from '../features/online-link/components/OnlineLinkScreen';

export default OnlineLinkScreen;
