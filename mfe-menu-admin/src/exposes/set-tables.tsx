import { ScreenPlaceholder } from '@troo/shared/kit';

export default function SetTables() {
  return <ScreenPlaceholder title="Set tables" audience="staff" />;
}
