import { ScreenPlaceholder } from '@troo/shared/kit';

export default function InRoomDining() {
  return <ScreenPlaceholder title="In-room dining" />;
}
