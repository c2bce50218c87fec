import { ScreenPlaceholder } from '@troo/shared/kit';

export default function ManageQr() {
  return <ScreenPlaceholder title="Manage QR codes" audience="staff" />;
}
