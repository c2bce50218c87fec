import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetRuntimeConfig, selectBasket, selectBusinessColour, selectOrderingPlace } from '@troo/shared';
import type { BusinessDetails } from '@troo/shared/contract';
import { fakeApi, renderScreen } from '@troo/shared/testing';
import { leavePage } from '../../../common/hooks/leave-page';
import { outletAnswer } from '../../../common/testing/outlet-answer';
import { keepVisitName } from '../hooks/visit-name';
import { InRoomDining } from './InRoomDining';
import { QrLanding } from './QrLanding';

jest.mock('../../../common/hooks/leave-page', () => ({ leavePage: jest.fn() }));

const mamaPut: BusinessDetails = {
  _id: 'b1',
  uniqueIdentifier: 'mama-put',
  business_identifier: 'mama-put',
  business_name: 'Mama Put',
  business_logo: '/api/images/logo-1',
  business_type: 'Restaurant',
  colour_scheme: '#097F7C',
  orderingDescription: '',
  orderingInstruction: '',
  default_branch_id: 'branch-1',
};

const QR = '/start-order?business_identifier=mama-put&branch=branch-1&table=5&coming-from=qr';
const ASSET = '0b7c2f4e-9a51-4c3e-8f0d-6a2b1c9d8e7f';
const open = (url: string) => renderScreen(<QrLanding />, { url, path: '/start-order' });
const detailsAnswer = () => ({ status: 200 as const, body: { message: 'OK', data: mamaPut } });

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.mocked(leavePage).mockClear();
});
afterEach(() => jest.restoreAllMocks());

describe('QrLanding', () => {
  it('sends a room QR code to in-room dining with the same query', () => {
    const url = '/start-order?business_identifier=mama-put&table=3&coming-from=qr&type=room';
    const { requests } = fakeApi({});
    open(url);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/demo/in_room_dining/start-order?business_identifier=mama-put&table=3&coming-from=qr&type=room',
    );
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['the business', '/start-order?table=5&coming-from=qr'],
    ['the table', '/start-order?business_identifier=mama-put&coming-from=qr'],
    ['where it came from', '/start-order?business_identifier=mama-put&table=5'],
  ])('explains a link missing %s instead of showing a blank page', (_, url) => {
    const { requests } = fakeApi({});
    open(url);
    expect(screen.getByRole('heading', { level: 1, name: 'This link is not complete' })).toBeInTheDocument();
    expect(screen.getByText('Scan the QR code on your table again.')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(requests).toHaveLength(0);
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('sends an incomplete link to the external site when one is configured', () => {
    const meta = document.createElement('meta');
    meta.name = 'troo-config';
    meta.content = JSON.stringify({ externalSiteUrl: 'https://troo.example' });
    document.head.append(meta);
    resetRuntimeConfig();
    try {
      fakeApi({});
      open('/start-order?business_identifier=mama-put');
      expect(leavePage).toHaveBeenCalledWith('https://troo.example');
    } finally {
      meta.remove();
      resetRuntimeConfig();
    }
  });

  it('shows the business, remembers the scanned table and re-themes the page', async () => {
    const { requests } = fakeApi({ 'GET /business/getBusinessDetails/': detailsAnswer });
    const { store } = open(QR);

    expect(await screen.findByRole('heading', { level: 1, name: 'Mama Put' })).toBeInTheDocument();
    const logo = screen.getByRole('img', { name: 'Mama Put logo' });
    expect(logo).toHaveAttribute('width', '96');
    expect(logo).toHaveAttribute('height', '96');
    // Fetched at the size of its box (2x), not the stored original.
    expect(logo).toHaveAttribute('src', '/api/images/logo-1?w=192');
    expect(screen.getByText('Food ready in 8-13 minutes after placing order')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/business/getBusinessDetails/', params: { business_identifier: 'mama-put' } });
    expect(requests[0]!.headers.Authorization).toBeUndefined();

    expect(selectOrderingPlace(store.getState())).toMatchObject({
      businessIdentifier: 'mama-put',
      branchID: 'branch-1',
      groupName: 'default_group_name',
      tableNo: '5',
      URL: QR,
    });
    expect(selectBusinessColour(store.getState())).toBe('#097F7C');
  });

  it("asks the first name, then shows the QR code's table with its group, which the diner cannot change, and opens the categories", async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /business/getBusinessDetails/': detailsAnswer });
    const { store } = open(`${QR}&group_name=Terrace&asset=${ASSET}`);

    await user.click(screen.getByRole('button', { name: 'Start Your Order' }));
    const nameSheet = screen.getByRole('dialog', { name: 'What is your first name?' });
    const next = within(nameSheet).getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.type(within(nameSheet).getByLabelText('First name'), '   ');
    expect(next).toBeDisabled();
    await user.type(within(nameSheet).getByLabelText('First name'), 'Ada ');
    expect(next).toBeEnabled();
    await user.click(next);

    const tableSheet = screen.getByRole('dialog', { name: 'Your table' });
    expect(within(tableSheet).getByText('Terrace · Table 5')).toBeInTheDocument();
    expect(within(tableSheet).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(tableSheet).getByText('Another table? Scan its code.')).toBeInTheDocument();
    await user.click(within(tableSheet).getByRole('button', { name: 'Continue' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/demo/category-details/orderandpay');
    expect(selectBasket(store.getState()).customer).toMatchObject({ customerName: 'Ada', customerTableNumber: '5' });
    expect(selectOrderingPlace(store.getState())).toMatchObject({ tableNo: '5', groupName: 'Terrace', assetId: ASSET });
  });

  it('asks the name once per visit: a rescan (another table) shows the new table, keeps the name, which can be changed', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /business/getBusinessDetails/': detailsAnswer });
    const first = open(QR);
    await user.click(screen.getByRole('button', { name: 'Start Your Order' }));
    await user.type(screen.getByLabelText('First name'), 'Ada{Enter}');
    await user.click(within(screen.getByRole('dialog', { name: 'Your table' })).getByRole('button', { name: 'Continue' }));
    first.unmount();

    const { store } = open(QR.replace('table=5', 'table=7'));
    await user.click(screen.getByRole('button', { name: 'Start Your Order' }));
    const tableSheet = screen.getByRole('dialog', { name: 'Your table' });
    expect(within(tableSheet).getByText('Table 7')).toBeInTheDocument();
    await user.click(within(tableSheet).getByRole('button', { name: 'Continue' }));
    expect(selectBasket(store.getState()).customer).toMatchObject({ customerName: 'Ada', customerTableNumber: '7' });
    expect(selectOrderingPlace(store.getState()).tableNo).toBe('7');
  });

  it('offers to change a name kept from earlier in the visit, and asks afresh at another business', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /business/getBusinessDetails/': detailsAnswer });
    keepVisitName('mama-put', 'Ada');
    const mamaPutScan = open(QR);
    await user.click(screen.getByRole('button', { name: 'Not Ada? Change name' }));
    const name = within(screen.getByRole('dialog', { name: 'What is your first name?' })).getByLabelText('First name');
    expect(name).toHaveValue('Ada');
    await user.clear(name);
    await user.type(name, 'Bisi{Enter}');
    await user.click(within(screen.getByRole('dialog', { name: 'Your table' })).getByRole('button', { name: 'Continue' }));
    expect(selectBasket(mamaPutScan.store.getState()).customer.customerName).toBe('Bisi');
    mamaPutScan.unmount();

    open(QR.replace('mama-put', 'iya-basira'));
    expect(screen.queryByRole('button', { name: /Change name/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start Your Order' }));
    expect(screen.getByRole('dialog', { name: 'What is your first name?' })).toBeInTheDocument();
  });

  it('shows a table in the default group by its number alone', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /business/getBusinessDetails/': detailsAnswer });
    open(QR);
    await user.click(screen.getByRole('button', { name: 'Start Your Order' }));
    await user.type(screen.getByLabelText('First name'), 'Ada{Enter}');
    expect(within(screen.getByRole('dialog', { name: 'Your table' })).getByText('Table 5')).toBeInTheDocument();
  });

  it("shows a room's code as its room, with its group", async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /business/getBusinessDetails/': detailsAnswer });
    renderScreen(<InRoomDining />, {
      url: '/demo/in_room_dining/start-order?business_identifier=mama-put&branch=branch-1&table=12&coming-from=qr&type=room&group_name=Block%20A',
      path: '/demo/in_room_dining/*',
    });
    await user.click(screen.getByRole('button', { name: 'Start Your Order' }));
    await user.type(screen.getByLabelText('First name'), 'Ada{Enter}');
    expect(within(screen.getByRole('dialog', { name: 'Your room' })).getByText('Block A · Room 12')).toBeInTheDocument();
  });

  it('asks the table number, digits only, when the link carries none', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /business/getBusinessDetails/': detailsAnswer });
    const { store } = open(QR.replace('table=5', 'table=bar'));
    await user.click(screen.getByRole('button', { name: 'Start Your Order' }));
    await user.type(screen.getByLabelText('First name'), 'Ada{Enter}');
    const tableSheet = screen.getByRole('dialog', { name: 'What is your table number?' });
    const tableInput = within(tableSheet).getByLabelText('Table number');
    expect(tableInput).toHaveValue('');
    expect(within(tableSheet).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(tableInput, '1a-2 ');
    expect(tableInput).toHaveValue('12');
    await user.click(within(tableSheet).getByRole('button', { name: 'Continue' }));
    expect(selectBasket(store.getState()).customer).toMatchObject({ customerName: 'Ada', customerTableNumber: '12' });
    expect(selectOrderingPlace(store.getState()).tableNo).toBe('12');
  });

  it('offers a retry when the business could not be loaded', async () => {
    const user = userEvent.setup();
    let calls = 0;
    fakeApi({ 'GET /business/getBusinessDetails/': () => (++calls === 1 ? { status: 503, body: { message: 'Down' } } : detailsAnswer()) });
    open(QR);

    expect(await screen.findByRole('heading', { level: 1, name: 'We could not load this restaurant' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mama Put' })).toBeInTheDocument();
  });

  it('treats a QR code of an unknown business as an incomplete link', async () => {
    fakeApi({ 'GET /business/getBusinessDetails/': () => ({ status: 404, body: { message: 'Business not found' } }) });
    open(QR);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not complete' })).toBeInTheDocument();
  });

  it('keeps the group name of the QR code', async () => {
    fakeApi({ 'GET /business/getBusinessDetails/': detailsAnswer });
    const { store } = open(`${QR}&group_name=Terrace`);
    await waitFor(() => expect(selectOrderingPlace(store.getState()).groupName).toBe('Terrace'));
  });

  it("promises the scanned outlet's own food-ready minutes (its owner raised them for a busy night)", async () => {
    fakeApi({
      'GET /business/getBusinessDetails/': detailsAnswer,
      'GET /menu/get{product}BusinessDetails/': () => outletAnswer({ prep_min_minutes: 20, prep_max_minutes: 35 }),
    });
    open(QR);
    expect(await screen.findByText('Food ready in 20-35 minutes after placing order')).toBeInTheDocument();
    expect(screen.queryByText(/8-13/)).not.toBeInTheDocument();
  });

  it.each([
    ['paused', 'Mama Put is not taking orders right now.'],
    ['closed', 'Mama Put is closed right now.'],
  ] as const)('says so and offers no way to start an order while the outlet is %s', async (reason, text) => {
    const { requests } = fakeApi({
      'GET /business/getBusinessDetails/': detailsAnswer,
      'GET /menu/get{product}BusinessDetails/': () => ({
        status: 200,
        body: {
          message: 'OK',
          data: {
            ...mamaPut,
            branch_id: 'branch-1',
            branch_name: 'Main',
            ordering: { accepting: false, reason },
            prep_min_minutes: 8,
            prep_max_minutes: 13,
          },
          otherData: {
            hadPickUpLocation: false,
            hasDeliveryDetails: false,
            pickUpLoacation: [],
            canScheduledDelivery: false,
            deliveryDetails: null,
          },
        },
      }),
    });
    open(QR);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Your Order' })).not.toBeInTheDocument();
    // No promise of food it will not cook now.
    expect(screen.queryByText(/Food ready in/)).not.toBeInTheDocument();
    expect(requests.find((r) => r.url === '/menu/getOrderAndPayBusinessDetails/')?.params).toEqual({
      business_identifier: 'mama-put',
      branch: 'branch-1',
    });
  });
});
