import { useState, type FormEvent } from 'react';
import { Sheet, TextInput } from '@troo/shared';
import { FormActions } from '@troo/shared/kit';
import type { Branch } from '@troo/shared/contract';

interface RemoveBranchSheetProps {
  branch: Branch;
  busy: boolean;
  /** Resolves true when removed. */
  onConfirm: (reason: string) => Promise<boolean>;
  /** Keep it stable (useCallback): the sheet refocuses its first field when it changes. */
  onClose: () => void;
}

/** Confirmation before removing an outlet; the server keeps the reason, so one is required. */
export function RemoveBranchSheet({ branch, busy, onConfirm, onClose }: RemoveBranchSheetProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError('Enter the reason for removing this outlet');
      return;
    }
    if (await onConfirm(trimmed)) onClose();
  };

  return (
    <Sheet open title="Remove outlet" onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p className="ma-outlets__confirm">
          Are you sure you want to remove <strong>{branch.branch_name}</strong>?
        </p>
        <TextInput
          label="Reason for removal"
          value={reason}
          maxLength={300}
          autoComplete="off"
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
        <FormActions submitLabel="Yes, remove outlet" busy={busy} onCancel={onClose} />
      </form>
    </Sheet>
  );
}
