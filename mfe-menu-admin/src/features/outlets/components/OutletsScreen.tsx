import { useSearchParams } from 'react-router-dom';
import { paths } from '@troo/shared';
import { StaffPage } from '@troo/shared/kit';
import { useBranches, useIsAdmin } from '@troo/shared/portal';
import { useBranchChanges } from '../hooks/use-branch-changes';
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
  const list = useBranches();
  const changes = useBranchChanges();
  const canManage = useIsAdmin();

  return (
    <StaffPage
      title="Outlets"
      back={openBranchId ? { to: { search: '' }, label: 'Back to outlets' } : { to: paths.settings, label: 'Settings' }}
    >
      {openBranchId ? (
        <BranchDetails key={openBranchId} branchId={openBranchId} changes={changes} canManage={canManage} />
      ) : (
        <BranchList {...list} changes={changes} canManage={canManage} />
      )}
    </StaffPage>
  );
}
