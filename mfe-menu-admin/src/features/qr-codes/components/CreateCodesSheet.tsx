import { useState, type FormEvent } from 'react';
import { apiErrorList, apiErrorMessage, toast, useAction } from '@troo/shared';
import { ASSET_COUNT_INVALID, QR_CREATE_FAILED, qrCreatedMessage, type AssetType } from '@troo/shared/contract';
import { Button, FieldError, SelectField, Sheet, TextInput } from '@troo/shared/kit';
import { createCodes } from '../api/assets';

const TYPES: Record<string, AssetType> = { Tables: 'table', Rooms: 'room' };

interface CreateCodesSheetProps {
  branchId: string;
  initialType: AssetType;
  onCreated: (type: AssetType) => void;
  onClose: () => void;
}

/** QR creation: tables or rooms and how many, Next, then the group's name (Save only with one). */
export function CreateCodesSheet({ branchId, initialType, onCreated, onClose }: CreateCodesSheetProps) {
  const [typeLabel, setTypeLabel] = useState(initialType === 'room' ? 'Rooms' : 'Tables');
  const [count, setCount] = useState('');
  const [groupName, setGroupName] = useState('');
  const [step, setStep] = useState<'count' | 'group'>('count');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useAction();
  const type = TYPES[typeLabel] ?? 'table';

  const next = () => {
    const n = Number(count.trim());
    if (!/^\d{1,3}$/.test(count.trim()) || n < 1 || n > 100) return setError(ASSET_COUNT_INVALID);
    setError(null);
    setStep('group');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step === 'count') return next();
    await run(
      async () => {
        await createCodes({ branch_id: branchId, type, group_name: groupName.trim(), number: Number(count) });
        toast(qrCreatedMessage(type), 'success');
        onCreated(type);
        onClose();
      },
      {
        onError: (failure) => {
          // The spec: each entry of a 400's errors list is its own toast.
          const errors = apiErrorList(failure);
          if (errors.length) errors.forEach((message) => toast(message, 'error'));
          else toast(apiErrorMessage(failure, QR_CREATE_FAILED), 'error');
          setError(apiErrorMessage(failure, QR_CREATE_FAILED));
        },
      },
    );
  };

  return (
    <Sheet open title="Create QR codes" onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {step === 'count' ? (
          <>
            <SelectField
              label="Rooms or tables"
              options={Object.keys(TYPES)}
              value={typeLabel}
              onChange={(event) => setTypeLabel(event.target.value)}
            />
            <TextInput
              label={`How many ${typeLabel.toLowerCase()}?`}
              value={count}
              inputMode="numeric"
              maxLength={3}
              onChange={(event) => setCount(event.target.value)}
            />
          </>
        ) : (
          <TextInput
            label="Group name"
            value={groupName}
            maxLength={80}
            autoComplete="off"
            onChange={(event) => setGroupName(event.target.value)}
          />
        )}
        <FieldError id="ma-qr-create-error" message={error} />
        <div className="troo-stack">
          {step === 'count' ? (
            count.trim() ? (
              <Button type="submit">Next</Button>
            ) : null
          ) : (
            <>
              <Button type="submit" loading={busy} disabled={!groupName.trim()}>
                Save
              </Button>
              <Button variant="secondary" onClick={() => setStep('count')}>
                Back
              </Button>
            </>
          )}
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
