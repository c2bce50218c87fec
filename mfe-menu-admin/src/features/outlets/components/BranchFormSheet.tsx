import { useState, type FormEvent } from 'react';
import { Sheet, TextInput } from '@troo/shared';
import { FormActions } from '@troo/shared/kit';
import type { BranchInput } from '../api/branches';

interface BranchFormSheetProps {
  title: string;
  submitLabel: string;
  initial: BranchInput;
  busy: boolean;
  /** Resolves true when saved; the sheet then closes. */
  onSubmit: (input: BranchInput) => Promise<boolean>;
  /** Keep it stable (useCallback): the sheet refocuses its first field when it changes. */
  onClose: () => void;
}

/** Name and address of an outlet, for both adding and editing. */
export function BranchFormSheet({ title, submitLabel, initial, busy, onSubmit, onClose }: BranchFormSheetProps) {
  const [name, setName] = useState(initial.branch_name);
  const [address, setAddress] = useState(initial.address);
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const branch_name = name.trim();
    if (!branch_name) {
      setNameError('Enter the outlet name');
      return;
    }
    if (await onSubmit({ branch_name, address: address.trim() })) onClose();
  };

  return (
    <Sheet open title={title} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextInput
          label="Outlet name"
          value={name}
          maxLength={100}
          autoComplete="off"
          error={nameError}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
        />
        <TextInput
          label="Address (optional)"
          value={address}
          maxLength={200}
          autoComplete="street-address"
          onChange={(event) => setAddress(event.target.value)}
        />
        <FormActions submitLabel={submitLabel} busy={busy} onCancel={onClose} />
      </form>
    </Sheet>
  );
}
