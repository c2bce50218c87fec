import { useState, type FormEvent } from 'react';
import { apiErrorMessage, toast, useAction } from '@troo/shared';
import { ASSET_GROUP_RENAME_INVALID, type AssetType } from '@troo/shared/contract';
import { Button, Sheet, TextInput } from '@troo/shared/kit';
import { renameArea } from '../api/assets';

interface RenameAreaSheetProps {
  branchId: string;
  type: AssetType;
  area: string;
  onRenamed: (name: string) => void;
  onClose: () => void;
}

/** Renames an area: its tables keep their numbers and printed codes, which show the new name from now on. */
export function RenameAreaSheet({ branchId, type, area, onRenamed, onClose }: RenameAreaSheetProps) {
  const [name, setName] = useState(area);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = name.trim();
    if (!wanted) return setError(ASSET_GROUP_RENAME_INVALID);
    await run(
      async () => {
        await renameArea({ branch_id: branchId, type, group_name: area, new_group_name: wanted });
        toast(`Area renamed to ${wanted}`, 'success');
        onRenamed(wanted);
        onClose();
      },
      { onError: (failure) => setError(apiErrorMessage(failure, ASSET_GROUP_RENAME_INVALID)) },
    );
  };

  return (
    <Sheet open title={`Rename ${area}`} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextInput
          label="Area name"
          value={name}
          maxLength={60}
          autoComplete="off"
          error={error}
          onChange={(event) => setName(event.target.value)}
        />
        <p className="ma-qr__hint">Printed QR codes keep working and show the new name.</p>
        <div className="troo-stack">
          <Button type="submit" loading={busy} disabled={!name.trim()}>
            Save
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
