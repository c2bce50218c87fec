import { useSearchParams } from 'react-router-dom';
import { Page } from '@troo/shared';
import { useIsAdmin } from '../../access/hooks/use-is-admin';
import { useBranchChanges } from '../hooks/use-branch-changes';
import { useBranchList } from '../hooks/use-branch-list';
import { BranchDetails } from './BranchDetails';
import { BranchList } from './BranchList';
import './outlets.css';

/**
 * Outlets (branches): the list, and one outlet opened as ?branch=<id> so the phone's back
 * button returns to the list. Employees see everything but change nothing.
 */
export function OutletsScreen() {
  const [params] = useSearchParams();
  const openBranchId = params.get('branch');
  const list = useBranchList();
  const changes = useBranchChanges(list.refresh);
  const canManage = useIsAdmin();

  return (
    <Page title="Outlets">
      {openBranchId ? (
        <BranchDetails key={openBranchId} branchId={openBranchId} changes={changes} canManage={canManage} />
      ) : (
        <BranchList {...list} changes={changes} canManage={canManage} />
      )}
    </Page>
  );
}
