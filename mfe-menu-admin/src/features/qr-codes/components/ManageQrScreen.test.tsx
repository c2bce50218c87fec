import { screen, waitFor, within } from '@testing-library/react';
import type { QrAsset } from '@troo/shared/contract';
import { fakeApi, renderScreen, signedIn, type RecordedRequest } from '@troo/shared/testing';
import { BRANCH, OUTLET } from '../../../../test/menu-server';
import { screenFlows } from '../../../../test/screen-flows';
import { ManageQrScreen } from './ManageQrScreen';

const URL = '/demo/manage-qr/troo-portal';

const code = (type: QrAsset['type'], group: string, number: number): QrAsset => ({
  _id: `${type}-${group}-${number}`,
  type,
  branch_id: BRANCH,
  group_name: group,
  number,
  qrcode: `/api/images/qr-${type}-${number}`,
  url: `https://troo.example/demo/mama-put/${type}/${number}`,
});

/** A server with the outlet's codes: the list answers by type, creating adds `number` codes to a group. */
function qrServer(codes: QrAsset[], create?: (request: RecordedRequest) => { status: 400 | 500; body: unknown }) {
  return fakeApi({
    'GET /branch/getBranch': () => ({ status: 200, body: { message: 'OK', data: [OUTLET] } }),
    'GET /asset/getBusinessAsset/': ({ params }) => ({
      status: 200,
      body: { message: 'OK', data: codes.filter((one) => one.type === (params as { type: string }).type) },
    }),
    'PUT /asset/renameBusinessAssetGroup': ({ body }) => {
      const renamed = codes.filter((one) => one.type === body.type && one.group_name === body.group_name);
      for (const one of renamed) one.group_name = body.new_group_name;
      return { status: 200, body: { message: 'OK', data: renamed } };
    },
    'POST /asset/generateBusinessAsset': (request) => {
      if (create) return create(request);
      const { type, group_name, number } = request.body;
      const last = Math.max(0, ...codes.filter((one) => one.type === type).map((one) => one.number));
      const made = Array.from({ length: Number(number) }, (_, index) => code(type as QrAsset['type'], group_name!, last + index + 1));
      codes.push(...made);
      return { status: 201, body: { message: 'OK', data: made } };
    },
  });
}

const creations = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST');

const { user, toasts } = screenFlows();

describe('Manage QR codes: creating codes', () => {
  it('creates rooms in a group: count checked, Save only with a group name, POST /asset/generateBusinessAsset, the new codes listed', async () => {
    const { requests } = qrServer([code('table', 'Patio', 1), code('table', 'Patio', 2)]);
    renderScreen(<ManageQrScreen />, { url: URL, preloadedState: signedIn('admin') });

    expect(await screen.findByRole('button', { name: /^Patio/ })).toHaveTextContent('2');
    await user.click(screen.getByRole('tab', { name: 'Rooms' }));
    expect(await screen.findByText('No tables available for room')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create QR codes' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Create QR codes' }));
    expect(sheet.getByRole('combobox', { name: 'Rooms or tables' })).toHaveValue('Rooms');
    // Next appears only once a count is typed.
    expect(sheet.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.type(sheet.getByLabelText('How many rooms?'), '0');
    await user.click(sheet.getByRole('button', { name: 'Next' }));
    expect(sheet.getByRole('alert')).toHaveTextContent('Enter how many, a whole number from 1 to 100.');

    await user.clear(sheet.getByLabelText('How many rooms?'));
    await user.type(sheet.getByLabelText('How many rooms?'), '3');
    await user.click(sheet.getByRole('button', { name: 'Next' }));
    expect(sheet.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(sheet.getByLabelText('Group name'), ' East Wing ');
    await user.click(sheet.getByRole('button', { name: 'Save' }));

    const group = await screen.findByRole('button', { name: /^East Wing/ });
    expect(group).toHaveTextContent('3');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Rooms' })).toHaveAttribute('aria-selected', 'true');
    expect(creations(requests).map((request) => request.body)).toEqual([
      { branch_id: BRANCH, type: 'room', group_name: 'East Wing', number: 3 },
    ]);
    expect(toasts()).toEqual([{ message: 'QR Codes successfully created for rooms', variant: 'success' }]);

    await user.click(group);
    expect(screen.getByRole('img', { name: 'QR code for East Wing · Room 2' })).toHaveAttribute('src', '/api/images/qr-room-2');
    // Two areas' Room 3 never share a file name in the downloads folder.
    expect(screen.getByRole('link', { name: 'Download East Wing · Room 3' })).toHaveAttribute('download', 'east-wing-room-3.png');
  });

  it('toasts each of the reasons of a refused creation and keeps the sheet open', async () => {
    const { requests } = qrServer([], () => ({
      status: 400,
      body: { message: 'Choose tables or rooms.', errors: ['Choose tables or rooms.', 'Enter a group name.'] },
    }));
    renderScreen(<ManageQrScreen />, { url: URL, preloadedState: signedIn('admin') });

    expect(await screen.findByText('No tables available for table')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create QR codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create QR codes' });
    const sheet = within(dialog);
    await user.type(sheet.getByLabelText('How many tables?'), '4');
    await user.click(sheet.getByRole('button', { name: 'Next' }));
    await user.type(sheet.getByLabelText('Group name'), 'Garden');
    await user.click(sheet.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(toasts()).toEqual([
        { message: 'Choose tables or rooms.', variant: 'error' },
        { message: 'Enter a group name.', variant: 'error' },
      ]),
    );
    expect(dialog).toBeInTheDocument();
    expect(sheet.getByRole('alert')).toHaveTextContent('Choose tables or rooms.');
    expect(sheet.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(creations(requests).map((request) => request.body)).toEqual([
      { branch_id: BRANCH, type: 'table', group_name: 'Garden', number: 4 },
    ]);
  });

  it('lets an employee see the codes but not create or delete them', async () => {
    qrServer([code('table', 'Patio', 1)]);
    renderScreen(<ManageQrScreen />, { url: URL, preloadedState: signedIn('employee') });

    await user.click(await screen.findByRole('button', { name: /^Patio/ }));
    expect(screen.getByRole('link', { name: 'Download Patio · Table 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create QR codes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Patio · Table 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename Patio' })).not.toBeInTheDocument();
  });

  it('renames an area: PUT /asset/renameBusinessAssetGroup, the list shows the new name, the codes their new labels', async () => {
    const { requests } = qrServer([code('table', 'Main', 1), code('table', 'Main', 2)]);
    renderScreen(<ManageQrScreen />, { url: URL, preloadedState: signedIn('admin') });

    await user.click(await screen.findByRole('button', { name: /^Main/ }));
    await user.click(screen.getByRole('button', { name: 'Rename Main' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Rename Main' }));
    await user.clear(sheet.getByLabelText('Area name'));
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    expect(sheet.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(sheet.getByLabelText('Area name'), 'Terrace');
    await user.click(sheet.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('link', { name: 'Download Terrace · Table 2' })).toHaveAttribute('download', 'terrace-table-2.png');
    expect(screen.queryByRole('button', { name: /^Main/ })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { branch_id: BRANCH, type: 'table', group_name: 'Main', new_group_name: 'Terrace' },
    ]);
    expect(toasts()).toEqual([{ message: 'Area renamed to Terrace', variant: 'success' }]);
  });
});
