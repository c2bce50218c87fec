import { ScreenPlaceholder } from '@troo/shared/kit';

export default function SetRooms() {
  return <ScreenPlaceholder title="Set rooms" audience="staff" />;
}
