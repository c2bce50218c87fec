import { ScreenPlaceholder } from '@troo/shared';

export default function SetTables() {
  return <ScreenPlaceholder title="Set tables" />;
}
