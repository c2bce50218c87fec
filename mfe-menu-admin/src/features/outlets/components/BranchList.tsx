import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, LoadFailed } from '@troo/shared';
import type { Branch } from '@troo/shared/contract';
import type { BranchChanges } from '../hooks/use-branch-changes';
import { BranchFormSheet } from './BranchFormSheet';

interface BranchListProps {
  branches: Branch[];
  error: string | null;
  answered: boolean;
  refresh: () => void;
  changes: BranchChanges;
  canManage: boolean;
}

const NEW_BRANCH = { branch_name: '', address: '' };

/** Every outlet as a row that opens it; admins can add one. */
export function BranchList({ branches, error, answered, refresh, changes, canManage }: BranchListProps) {
  const [adding, setAdding] = useState(false);
  const closeSheet = useCallback(() => setAdding(false), []);

  return (
    <>
      <p className="ma-outlets__intro">Each outlet has its own menu, tables and orders.</p>
      {canManage ? (
        <Button className="ma-outlets__add" onClick={() => setAdding(true)}>
          Add outlet
        </Button>
      ) : null}
      {error ? <LoadFailed message={error} onRetry={refresh} /> : null}
      {branches.length > 0 ? (
        <ul className="ma-outlets__list" aria-label="Outlets">
          {branches.map((branch) => (
            <li key={branch._id}>
              <Link className="ma-outlets__row" to={{ search: `?branch=${encodeURIComponent(branch._id)}` }}>
                <span className="ma-outlets__name">{branch.branch_name}</span>
                <span className="ma-outlets__address">{branch.address || 'No address'}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : answered ? (
        error ? null : (
          <p className="ma-outlets__empty">No outlets yet.</p>
        )
      ) : (
        <p role="status">Loading outlets…</p>
      )}
      {adding ? (
        <BranchFormSheet
          title="Add outlet"
          submitLabel="Create outlet"
          initial={NEW_BRANCH}
          busy={changes.busy}
          onSubmit={changes.create}
          onClose={closeSheet}
        />
      ) : null}
    </>
  );
}
