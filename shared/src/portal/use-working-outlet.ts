import { useAppSelector } from '@troo/shared';
import { useBranches } from './use-branches';

/**
 * The outlet a staff screen works on (menu, QR codes, kitchen display): the one chosen in the outlet selector, else the
 * business's first ('All outlets' cannot hold a menu). null until the outlets are known.
 */
export function useWorkingOutlet(): { id: string; name: string } | null {
  const selected = useAppSelector((state) => state.outlet);
  const { branches } = useBranches();
  const chosen = branches.find((branch) => branch._id === selected.id) ?? branches[0];
  return chosen ? { id: chosen._id, name: chosen.branch_name } : null;
}
