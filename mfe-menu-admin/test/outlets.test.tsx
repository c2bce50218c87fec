import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootState } from '@troo/shared';
import type { Branch } from '@troo/shared/contract';
import { collectToasts, fakeApi, renderScreen, signedIn, type FakeRoutes, type RecordedRequest } from '@troo/shared/testing';
import Outlets from '../src/exposes/outlets';

const URL = '/demo/outlets/troo-portal';

const ikeja: Branch = { _id: 'b1', branch_name: 'Ikeja', address: '12 Allen Avenue', createdAt: '2025-01-05T10:00:00.000Z' };
const lekki: Branch = { _id: 'b2', branch_name: 'Lekki', address: null, createdAt: '2025-02-01T10:00:00.000Z' };

const ok = <T,>(data: T, message = 'Successful') => ({ status: 200 as const, body: { message, data } });
const fail = (status: 400 | 404 | 409 | 500, message: string) => ({ status, body: { message } });

/** A server holding `list`: GET answers it, and each handler in `more` can change it. */
function branchServer(list: Branch[], more: FakeRoutes = {}) {
  return fakeApi({
    'GET /branch/getBranch': () => ok(list),
    'GET /branch/getBranch/:id': () => ok(list.find((b) => b._id === 'b1') ?? ikeja),
    ...more,
  });
}

const listGets = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'GET' && r.url === '/branch/getBranch');
const dialog = () => screen.getByRole('dialog');

let toasts: ReturnType<typeof collectToasts>;
beforeEach(() => {
  toasts = collectToasts();
});
afterEach(() => toasts.stop());

function open(url = URL, role: 'admin' | 'employee' = 'admin', extra: Partial<RootState> = {}) {
  return renderScreen(<Outlets />, { url, preloadedState: signedIn(role, extra) });
}

describe('Outlets list', () => {
  it('lists the business outlets from GET /branch/getBranch, each opening its details', async () => {
    const { requests } = branchServer([ikeja, lekki]);
    const { store } = open();

    expect(screen.getByRole('heading', { level: 1, name: 'Outlets' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading outlets');
    const row = await screen.findByRole('link', { name: /Ikeja/ });
    expect(row).toHaveAttribute('href', `${URL}?branch=b1`);
    expect(row).toHaveTextContent('12 Allen Avenue');
    expect(screen.getByRole('link', { name: /Lekki/ })).toHaveTextContent('No address');
    expect(listGets(requests)).toHaveLength(1);
    expect(store.getState().branches.list).toEqual([ikeja, lekki]);
  });

  it('says so when there are no outlets', async () => {
    branchServer([]);
    open();
    expect(await screen.findByText('No outlets yet.')).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    let down = true;
    fakeApi({ 'GET /branch/getBranch': () => (down ? fail(500, 'An unexpected error occurred.') : ok([ikeja])) });
    open();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch branches');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Ikeja/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Creating an outlet', () => {
  it('posts the name and address, toasts success and refreshes the shared list', async () => {
    const list = [ikeja];
    const yaba: Branch = { _id: 'b3', branch_name: 'Yaba', address: '3 Herbert Macaulay Way', createdAt: '2025-03-01T10:00:00.000Z' };
    const { requests } = branchServer(list, {
      'POST /branch/createBranch': () => {
        list.push(yaba);
        return { status: 201 as const, body: { message: 'Branch created', data: yaba } };
      },
    });
    const { store } = open();
    await screen.findByRole('link', { name: /Ikeja/ });

    await userEvent.click(screen.getByRole('button', { name: 'Add outlet' }));
    await userEvent.type(within(dialog()).getByLabelText('Outlet name'), '  Yaba ');
    await userEvent.type(within(dialog()).getByLabelText('Address (optional)'), '3 Herbert Macaulay Way');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create outlet' }));

    expect(await screen.findByRole('link', { name: /Yaba/ })).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: '/branch/createBranch',
      body: { branch_name: 'Yaba', address: '3 Herbert Macaulay Way' },
    });
    expect(toasts.toasts).toEqual([{ message: 'Branch created successfully', variant: 'success' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(listGets(requests)).toHaveLength(2);
    expect(store.getState().branches.list.map((b) => b.branch_name)).toEqual(['Ikeja', 'Yaba']);
  });

  it('asks for a name before sending anything', async () => {
    const { requests } = branchServer([ikeja]);
    open();
    await screen.findByRole('link', { name: /Ikeja/ });

    await userEvent.click(screen.getByRole('button', { name: 'Add outlet' }));
    await userEvent.type(within(dialog()).getByLabelText('Outlet name'), '   ');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create outlet' }));

    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Enter the outlet name');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('keeps the form open and toasts the failure with the server reason', async () => {
    branchServer([ikeja], { 'POST /branch/createBranch': () => fail(409, 'An outlet with this name already exists') });
    open();
    await screen.findByRole('link', { name: /Ikeja/ });

    await userEvent.click(screen.getByRole('button', { name: 'Add outlet' }));
    await userEvent.type(within(dialog()).getByLabelText('Outlet name'), 'Ikeja');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create outlet' }));

    await waitFor(() =>
      expect(toasts.toasts).toEqual([{ message: 'Failed to create branch: An outlet with this name already exists', variant: 'error' }]),
    );
    expect(dialog()).toBeInTheDocument();
  });

  it('toasts the plain spec text when the network gives no answer', async () => {
    branchServer([ikeja], {
      'POST /branch/createBranch': () => {
        throw new Error('Network Error');
      },
    });
    open();
    await screen.findByRole('link', { name: /Ikeja/ });

    await userEvent.click(screen.getByRole('button', { name: 'Add outlet' }));
    await userEvent.type(within(dialog()).getByLabelText('Outlet name'), 'Yaba');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create outlet' }));

    await waitFor(() => expect(toasts.toasts).toEqual([{ message: 'Failed to create branch', variant: 'error' }]));
  });
});

describe('One outlet', () => {
  it('fetches GET /branch/getBranch/{id} and shows it', async () => {
    const { requests } = branchServer([ikeja, lekki]);
    open(`${URL}?branch=b1`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Ikeja' })).toBeInTheDocument();
    expect(screen.getByText('12 Allen Avenue')).toBeInTheDocument();
    expect(screen.getByText('5 January 2025')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'GET' && r.url === '/branch/getBranch/b1')).toBe(true);
    expect(screen.getByRole('link', { name: /Back to outlets/ })).toHaveAttribute('href', URL);
  });

  it("shows 'Branch not found' and sets the store's not-found state on a 404", async () => {
    fakeApi({
      'GET /branch/getBranch': () => ok([ikeja]),
      'GET /branch/getBranch/:id': () => fail(404, 'Branch not found'),
    });
    const { store } = open(`${URL}?branch=gone`);

    expect(await screen.findByRole('alert')).toHaveTextContent('Branch not found');
    expect(store.getState().branches.notFoundMessage).toBe('Branch not found');
    expect(screen.queryByRole('button', { name: /Edit outlet|Remove outlet/ })).not.toBeInTheDocument();
    expect(toasts.toasts).toEqual([]);
  });

  it('edits the name and address with PUT /branch/editBranch', async () => {
    const list = [{ ...ikeja }];
    const { requests } = branchServer(list, {
      'PUT /branch/editBranch': (request) => {
        const body = request.body as { branch_name: string; address: string };
        Object.assign(list[0]!, { branch_name: body.branch_name, address: body.address });
        return ok(list[0]!);
      },
    });
    const { store } = open(`${URL}?branch=b1`, 'admin', { outlet: { id: 'b1', label: 'Ikeja' } });
    await screen.findByRole('heading', { level: 2, name: 'Ikeja' });

    await userEvent.click(screen.getByRole('button', { name: 'Edit outlet' }));
    const name = within(dialog()).getByLabelText('Outlet name');
    expect(name).toHaveValue('Ikeja');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ikeja GRA');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Ikeja GRA' })).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      branch_id: 'b1',
      branch_name: 'Ikeja GRA',
      address: '12 Allen Avenue',
    });
    expect(toasts.toasts).toEqual([{ message: 'Branch updated successfully', variant: 'success' }]);
    await waitFor(() => expect(store.getState().branches.list[0]!.branch_name).toBe('Ikeja GRA'));
    // The selected outlet keeps its new name in the sidebar.
    expect(store.getState().outlet).toEqual({ id: 'b1', label: 'Ikeja GRA' });
  });

  it("toasts 'Failed to update branch' when the edit fails", async () => {
    branchServer([ikeja], { 'PUT /branch/editBranch': () => fail(500, 'An unexpected error occurred.') });
    open(`${URL}?branch=b1`);
    await screen.findByRole('heading', { level: 2, name: 'Ikeja' });

    await userEvent.click(screen.getByRole('button', { name: 'Edit outlet' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(toasts.toasts).toEqual([{ message: 'Failed to update branch: An unexpected error occurred.', variant: 'error' }]),
    );
  });

  it('removes only after confirming with a reason, then returns to the list', async () => {
    const list = [ikeja, lekki];
    const { requests } = branchServer(list, {
      'DELETE /branch/removeBranch': () => {
        list.splice(0, 1);
        return ok({ _id: 'b1' });
      },
    });
    const { store } = open(`${URL}?branch=b1`, 'admin', { outlet: { id: 'b1', label: 'Ikeja' } });
    await screen.findByRole('heading', { level: 2, name: 'Ikeja' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove outlet' }));
    expect(dialog()).toHaveTextContent('Are you sure you want to remove Ikeja?');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Yes, remove outlet' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Enter the reason for removing this outlet');
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await userEvent.type(within(dialog()).getByLabelText('Reason for removal'), 'Lease ended');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Yes, remove outlet' }));

    expect(await screen.findByRole('link', { name: /Lekki/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Ikeja/ })).not.toBeInTheDocument());
    const removal = requests.filter((r) => r.method === 'DELETE');
    expect(removal).toHaveLength(1);
    expect(removal[0]).toMatchObject({ url: '/branch/removeBranch', params: { branch_id: 'b1', reason: 'Lease ended' } });
    expect(toasts.toasts).toEqual([{ message: 'Branch deleted successfully', variant: 'success' }]);
    expect(store.getState().branches.list).toEqual([lekki]);
    // The removed outlet was selected: the sidebar goes back to 'All outlets'.
    expect(store.getState().outlet).toEqual({ id: null, label: null });
  });

  it('cancelling the confirmation removes nothing', async () => {
    const { requests } = branchServer([ikeja]);
    open(`${URL}?branch=b1`);
    await screen.findByRole('heading', { level: 2, name: 'Ikeja' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove outlet' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });

  it("toasts 'Failed to delete branch' and stays when removal fails", async () => {
    branchServer([ikeja], { 'DELETE /branch/removeBranch': () => fail(400, 'An outlet with open orders cannot be removed') });
    open(`${URL}?branch=b1`);
    await screen.findByRole('heading', { level: 2, name: 'Ikeja' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove outlet' }));
    await userEvent.type(within(dialog()).getByLabelText('Reason for removal'), 'Closing');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Yes, remove outlet' }));

    await waitFor(() =>
      expect(toasts.toasts).toEqual([
        { message: 'Failed to delete branch: An outlet with open orders cannot be removed', variant: 'error' },
      ]),
    );
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ikeja' })).toBeInTheDocument();
  });
});

describe('Employees', () => {
  it('see the outlets but no buttons to change them', async () => {
    branchServer([ikeja]);
    open(URL, 'employee');

    expect(await screen.findByRole('link', { name: /Ikeja/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add outlet' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: /Ikeja/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ikeja' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
