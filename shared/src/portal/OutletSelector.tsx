import { useId, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@troo/shared';
import { selectOutlet, useBranches } from './use-branches';
import './outlet-selector.css';

/** A searchable list of the business's outlets; 'All outlets' until one is picked. */
export function OutletSelector({ label = 'Outlet' }: { label?: string }) {
  const { branches, error } = useBranches();
  const selected = useAppSelector((state) => state.outlet);
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const listId = useId();
  const searchId = useId();

  const visible = branches.filter((branch) => branch.branch_name.toLowerCase().includes(query.trim().toLowerCase()));

  return (
    <div className="troo-outlets">
      <button type="button" className="troo-outlets__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((v) => !v)}>
        <span className="troo-outlets__label">{label}</span>
        <span>{selected.label ?? 'All outlets'}</span>
      </button>
      {open ? (
        <div id={listId} className="troo-outlets__panel">
          <label className="troo-visually-hidden" htmlFor={searchId}>
            Search outlets
          </label>
          <input
            id={searchId}
            type="search"
            className="troo-outlets__search"
            placeholder="All outlets"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <ul className="troo-outlets__list">
            <li>
              <button
                type="button"
                onClick={() => {
                  dispatch(selectOutlet({ label: null, id: null }));
                  setOpen(false);
                }}
              >
                All outlets
              </button>
            </li>
            {visible.map((branch) => (
              <li key={branch._id}>
                <button
                  type="button"
                  aria-current={selected.id === branch._id || undefined}
                  onClick={() => {
                    dispatch(selectOutlet({ label: branch.branch_name, id: branch._id }));
                    setOpen(false);
                  }}
                >
                  {branch.branch_name}
                </button>
              </li>
            ))}
          </ul>
          {error ? <p className="troo-form-error">{error}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
