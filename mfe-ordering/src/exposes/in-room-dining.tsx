export { InRoomDining as default } from '../features/in-room-dining/components/InRoomDining';
