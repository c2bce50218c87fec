import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { apiCall, apiErrorList, apiErrorMessage, paths, toast, useAction } from '@troo/shared';
import {
  ASSET_COUNT_INVALID,
  ASSET_GROUP_REQUIRED,
  FIRST_AREA_NAME,
  QR_CREATE_FAILED,
  qrCreatedMessage,
  type AssetType,
} from '@troo/shared/contract';
import { Button, FieldError, StaffPage, TextInput } from '@troo/shared/kit';
import { useWorkingOutlet } from '@troo/shared/portal';

const LABELS = {
  table: { title: 'Set tables', question: 'How many tables?', save: 'Save Table', area: 'Area name (e.g. Main, Terrace)' },
  room: { title: 'Set rooms', question: 'How many rooms?', save: 'Save Room', area: 'Area name (e.g. Main, Block A)' },
} as const;

/**
 * Onboarding stage 3: how many tables (or rooms), and the area they are in ('Main' unless the owner says
 * otherwise; the spec's 'Default-Table' was shown to diners and staff); each gets its QR code. Skip goes to
 * the dashboard.
 */
export function SetAssetsScreen({ type }: { type: AssetType }) {
  const labels = LABELS[type];
  const errorId = useId();
  const outlet = useWorkingOutlet();
  const navigate = useNavigate();
  const [count, setCount] = useState('');
  const [area, setArea] = useState<string>(FIRST_AREA_NAME);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{1,3}$/.test(count.trim()) || Number(count) < 1 || Number(count) > 100) return setError(ASSET_COUNT_INVALID);
    if (!area.trim()) return setError(ASSET_GROUP_REQUIRED);
    if (!outlet) return;
    await run(
      async () => {
        await apiCall(
          'POST /asset/generateBusinessAsset',
          { body: { branch_id: outlet.id, type, group_name: area.trim(), number: Number(count) } },
          { silent: true },
        );
        toast(qrCreatedMessage(type), 'success');
        navigate(paths.manageQr);
      },
      {
        onError: (failure) => {
          // The spec: each entry of a 400's errors list is its own toast.
          apiErrorList(failure).forEach((message) => toast(message, 'error'));
          setError(apiErrorMessage(failure, QR_CREATE_FAILED));
        },
      },
    );
  };

  return (
    <StaffPage title={labels.title} back={null} intro={`Stage 3/3${outlet ? ` · ${outlet.name}` : ''}`}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextInput
          label={labels.question}
          value={count}
          inputMode="numeric"
          maxLength={3}
          onChange={(event) => setCount(event.target.value)}
        />
        <TextInput label={labels.area} value={area} maxLength={60} onChange={(event) => setArea(event.target.value)} />
        <FieldError id={errorId} message={error} />
        <div className="troo-stack">
          <Button type="submit" loading={busy} disabled={!count.trim() || !outlet}>
            {labels.save}
          </Button>
          <Link className="troo-button troo-button--secondary" to={paths.dashboard}>
            Skip
          </Link>
        </div>
      </form>
    </StaffPage>
  );
}
