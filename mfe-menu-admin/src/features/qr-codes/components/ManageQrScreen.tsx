import { useCallback, useState } from 'react';
import { apiErrorMessage, toast, useAction, useApiQuery, useInvalidate, useSessionUser } from '@troo/shared';
import { ASSET_REMOVED, namedGroup, noAssetsMessage, type AssetType, type QrAsset } from '@troo/shared/contract';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Icon,
  QueryState,
  StaffPage,
  TabPanel,
  Tabs,
  ChevronDownIcon,
  ChevronRightIcon,
} from '@troo/shared/kit';
import { removeCode } from '../api/assets';
import { codeFileName, codeLabel } from './code-names';
import { CreateCodesSheet } from './CreateCodesSheet';
import { PrintSheet } from './PrintSheet';
import { RenameAreaSheet } from './RenameAreaSheet';
import './manage-qr.css';
import { NextStep, useIsAdmin, useWorkingOutlet } from '@troo/shared/portal';

const TABS = [
  { id: 'table', label: 'Tables' },
  { id: 'room', label: 'Rooms' },
] as const;

/** The codes of one type by group name, in the order the server lists them. */
function byGroup(codes: QrAsset[]): [string, QrAsset[]][] {
  const groups = new Map<string, QrAsset[]>();
  for (const code of codes) groups.set(code.group_name, [...(groups.get(code.group_name) ?? []), code]);
  return [...groups.entries()];
}

/**
 * Manage QR codes: tables and rooms by area, each code with Download (a PNG named after its area and
 * number), Print (the area's A4 sheet) and Delete (after confirmation); the owner creates more and
 * renames an area.
 */
export function ManageQrScreen() {
  const outlet = useWorkingOutlet();
  const businessName = useSessionUser()?.business_name ?? '';
  const canManage = useIsAdmin();
  const [type, setType] = useState<AssetType>('table');
  const [open, setOpen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [printing, setPrinting] = useState<string | null>(null);
  const [removing, setRemoving] = useState<QrAsset | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const query = useApiQuery('GET /asset/getBusinessAsset/', outlet ? { query: { type, branch_id: outlet.id } } : null);
  const invalidate = useInvalidate();
  const refresh = useCallback(() => invalidate('GET /asset/getBusinessAsset/'), [invalidate]);
  const { busy, run } = useAction();
  const closeCreate = useCallback(() => setCreating(false), []);

  const remove = () =>
    removing &&
    run(
      async () => {
        await removeCode(removing._id);
        toast(ASSET_REMOVED, 'success');
        setRemoving(null);
        refresh();
      },
      { onError: (failure) => toast(apiErrorMessage(failure), 'error') },
    );

  const codes = query.status === 'success' ? query.data.data : [];
  const printed = printing ? codes.filter((code) => code.group_name === printing) : [];

  return (
    <StaffPage
      title="QR codes"
      actions={canManage && outlet ? <Button onClick={() => setCreating(true)}>Create QR codes</Button> : null}
      intro={outlet ? `Outlet: ${outlet.name}` : null}
    >
      <NextStep after="tables" />
      <Tabs id="ma-qr" label="Tables or rooms" items={TABS} value={type} onChange={setType} />
      <TabPanel id="ma-qr" value={type}>
        <QueryState
          query={query}
          loadingText="Loading QR codes…"
          isEmpty={(answer) => answer.data.length === 0}
          empty={<EmptyState title={noAssetsMessage(type)} />}
        >
          {(answer) => (
            <ol className="ma-qr__groups">
              {byGroup(answer.data).map(([group, groupCodes]) => (
                <li key={group} className="ma-qr__group">
                  <div className="ma-qr__group-head">
                    <button
                      type="button"
                      className="ma-qr__toggle"
                      aria-expanded={open === group}
                      onClick={() => setOpen(open === group ? null : group)}
                    >
                      <Icon icon={open === group ? ChevronDownIcon : ChevronRightIcon} size={18} />
                      <span className="ma-qr__group-name">{namedGroup(group) ?? 'No area'}</span>
                      <span className="ma-qr__count">{groupCodes.length}</span>
                    </button>
                    {canManage && outlet ? (
                      <Button variant="ghost" aria-label={`Rename ${group}`} onClick={() => setRenaming(group)}>
                        Rename
                      </Button>
                    ) : null}
                  </div>
                  {open === group ? (
                    <ul className="ma-qr__codes">
                      {groupCodes.map((code) => (
                        <li key={code._id} className="ma-qr__code">
                          <img src={code.qrcode} alt={`QR code for ${codeLabel(code)}`} width={72} height={72} loading="lazy" />
                          <span className="ma-qr__number">{codeLabel(code)}</span>
                          <span className="ma-qr__actions">
                            <a
                              className="troo-button troo-button--secondary"
                              href={code.qrcode}
                              download={codeFileName(code)}
                              aria-label={`Download ${codeLabel(code)}`}
                            >
                              Download
                            </a>
                            <Button variant="secondary" aria-label={`Print ${group}`} onClick={() => setPrinting(group)}>
                              Print
                            </Button>
                            {canManage ? (
                              <Button variant="ghost" aria-label={`Delete ${codeLabel(code)}`} onClick={() => setRemoving(code)}>
                                Delete
                              </Button>
                            ) : null}
                          </span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      </TabPanel>
      {creating && outlet ? (
        <CreateCodesSheet
          branchId={outlet.id}
          initialType={type}
          onCreated={(created) => {
            setType(created);
            refresh();
          }}
          onClose={closeCreate}
        />
      ) : null}
      {renaming && outlet ? (
        <RenameAreaSheet
          branchId={outlet.id}
          type={type}
          area={renaming}
          onRenamed={(name) => {
            if (open === renaming) setOpen(name);
            refresh();
          }}
          onClose={() => setRenaming(null)}
        />
      ) : null}
      {printing ? <PrintSheet businessName={businessName} groupName={printing} codes={printed} onClose={() => setPrinting(null)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Delete ${codeLabel(removing)}` : ''}
        message="Are you sure you want to delete this QR code?"
        confirmLabel="Delete"
        tone="danger"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </StaffPage>
  );
}
