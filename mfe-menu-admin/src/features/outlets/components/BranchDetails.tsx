import { useCallback, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, QueryState, useBranchNotFoundMessage } from '@troo/shared';
import { BRANCH_NOT_FOUND, type Branch } from '@troo/shared/contract';
import { CopyMenuCard } from '../../../common/menu-copy/CopyMenuCard';
import type { BranchChanges } from '../hooks/use-branch-changes';
import { useBranchDetails } from '../hooks/use-branch-details';
import { BranchFormSheet } from './BranchFormSheet';
import { RemoveBranchSheet } from './RemoveBranchSheet';

interface BranchDetailsProps {
  branchId: string;
  changes: BranchChanges;
  canManage: boolean;
}

function addedOn(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : date.toLocaleDateString('en-NG', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** One outlet, fetched fresh; admins edit or remove it from here. */
export function BranchDetails({ branchId, changes, canManage }: BranchDetailsProps) {
  const { query, notFound } = useBranchDetails(branchId);
  const notFoundMessage = useBranchNotFoundMessage();
  const navigate = useNavigate();
  const [sheet, setSheet] = useState<'edit' | 'remove' | null>(null);
  const closeSheet = useCallback(() => setSheet(null), []);
  const nameId = useId();

  const saveEdit = async (branch: Branch, input: { branch_name: string; address: string }) => {
    return changes.edit(branch._id, input);
  };

  const confirmRemove = async (branch: Branch, reason: string) => {
    const removed = await changes.remove(branch._id, reason);
    // Replace, so the phone's back button does not reopen a removed outlet.
    if (removed) navigate({ search: '' }, { replace: true });
    return removed;
  };

  return (
    <>
      {notFound ? (
        <p className="ma-outlets__problem" role="alert">
          {notFoundMessage ?? BRANCH_NOT_FOUND}
        </p>
      ) : (
        <QueryState query={query} loadingText="Loading outlet…">
          {({ data: branch }) => (
            <div className="troo-stack">
              <article className="ma-outlets__card" aria-labelledby={nameId}>
                <h2 id={nameId} className="ma-outlets__title">
                  {branch.branch_name}
                </h2>
                <dl className="ma-outlets__facts">
                  <dt>Address</dt>
                  <dd>{branch.address || 'No address'}</dd>
                  <dt>Added</dt>
                  <dd>{addedOn(branch.createdAt)}</dd>
                </dl>
                {canManage ? (
                  <div className="troo-stack">
                    <Button onClick={() => setSheet('edit')}>Edit outlet</Button>
                    <Button variant="secondary" onClick={() => setSheet('remove')}>
                      Remove outlet
                    </Button>
                  </div>
                ) : null}
                {sheet === 'edit' ? (
                  <BranchFormSheet
                    title="Edit outlet"
                    submitLabel="Save changes"
                    initial={{ branch_name: branch.branch_name, address: branch.address ?? '' }}
                    busy={changes.busy}
                    onSubmit={(input) => saveEdit(branch, input)}
                    onClose={closeSheet}
                  />
                ) : null}
                {sheet === 'remove' ? (
                  <RemoveBranchSheet
                    branch={branch}
                    busy={changes.busy}
                    onConfirm={(reason) => confirmRemove(branch, reason)}
                    onClose={closeSheet}
                  />
                ) : null}
              </article>
              {canManage ? <CopyMenuCard outlet={{ id: branch._id, name: branch.branch_name }} /> : null}
            </div>
          )}
        </QueryState>
      )}
    </>
  );
}
