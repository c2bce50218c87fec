import { ScreenPlaceholder } from '@troo/shared';

export default function InRoomDining() {
  return <ScreenPlaceholder title="In-room dining" />;
}
