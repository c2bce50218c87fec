import { ScreenPlaceholder } from '@troo/shared';

export default function Verify() {
  return <ScreenPlaceholder title="Verify your email" />;
}
