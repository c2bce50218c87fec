import { ScreenPlaceholder } from '@troo/shared';

export default function Verified() {
  return <ScreenPlaceholder title="Account Verified!" />;
}
