export { OnlineLanding as default } from '../features/online-landing/components/OnlineLanding';
