import { ScreenPlaceholder } from '@troo/shared';

export default function ManageQr() {
  return <ScreenPlaceholder title="Manage QR codes" />;
}
