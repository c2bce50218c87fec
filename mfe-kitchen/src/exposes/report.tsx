import { ScreenPlaceholder } from '@troo/shared/kit';

export default function Report() {
  return <ScreenPlaceholder title="Report" audience="staff" />;
}
