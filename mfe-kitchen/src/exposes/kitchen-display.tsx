import { ScreenPlaceholder } from '@troo/shared/kit';

export default function KitchenDisplay() {
  return <ScreenPlaceholder title="Kitchen Display System" audience="staff" />;
}
