import { ScreenPlaceholder } from '@troo/shared/kit';

export default function AdminMenu() {
  return <ScreenPlaceholder title="Menu" audience="staff" />;
}
