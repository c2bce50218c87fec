import { ScreenPlaceholder } from '@troo/shared';

export default function AdminMenu() {
  return <ScreenPlaceholder title="Menu" />;
}
