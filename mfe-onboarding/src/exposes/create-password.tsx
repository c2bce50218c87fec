import { ScreenPlaceholder } from '@troo/shared';

export default function CreatePassword() {
  return <ScreenPlaceholder title="Create password" />;
}
