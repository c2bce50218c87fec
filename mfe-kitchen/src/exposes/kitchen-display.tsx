import { ScreenPlaceholder } from '@troo/shared';

export default function KitchenDisplay() {
  return <ScreenPlaceholder title="Kitchen Display System" />;
}
