import { ScreenPlaceholder } from '@troo/shared';

export default function SetRooms() {
  return <ScreenPlaceholder title="Set rooms" />;
}
