export { QrLanding as default } from '../features/qr-landing/components/QrLanding';
