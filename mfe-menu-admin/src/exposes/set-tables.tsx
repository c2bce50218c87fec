import { SetAssetsScreen } from '../features/tables/components/SetAssetsScreen';

export default function SetTables() {
  return <SetAssetsScreen type="table" />;
}
