import { ScreenPlaceholder } from '@troo/shared';

export default function Password() {
  return <ScreenPlaceholder title="Hello User" />;
}
