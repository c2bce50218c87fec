import { ScreenPlaceholder } from '@troo/shared';

export default function Report() {
  return <ScreenPlaceholder title="Report" />;
}
