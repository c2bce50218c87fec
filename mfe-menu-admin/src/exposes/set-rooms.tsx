import { SetAssetsScreen } from '../features/tables/components/SetAssetsScreen';

export default function SetRooms() {
  return <SetAssetsScreen type="room" />;
}
