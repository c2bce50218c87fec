export { InRoomDining as default } from '../features/qr-landing/components/InRoomDining';
