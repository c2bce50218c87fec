import { ScreenPlaceholder } from '@troo/shared';

export default function Register() {
  return <ScreenPlaceholder title="Create a business account" />;
}
