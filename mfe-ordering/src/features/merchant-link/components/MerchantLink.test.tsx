import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusinessDetails } from '@troo/shared/contract';
import { fakeApi, renderScreen } from '@troo/shared/testing';
import { MerchantLink } from './MerchantLink';

const open = () => renderScreen(<MerchantLink />, { url: '/mama-put', path: '/:id' });
const withBranch = (default_branch_id: string | null) => () => ({
  status: 200 as const,
  body: { message: 'OK', data: { business_identifier: 'mama-put', default_branch_id } as BusinessDetails },
});

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('MerchantLink', () => {
  it("opens online ordering at the business's default outlet", async () => {
    const { requests } = fakeApi({ 'GET /business/getBusinessDetails/': withBranch('branch-1') });
    open();
    expect(await screen.findByTestId('location')).toHaveTextContent('/demo/online_ordering/mama-put/branch-1');
    expect(requests[0]).toMatchObject({ params: { business_identifier: 'mama-put' } });
  });

  it('shows the 404 page for an unknown business', async () => {
    fakeApi({ 'GET /business/getBusinessDetails/': () => ({ status: 404, body: { message: 'Business not found' } }) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Page Not Found')).toBeInTheDocument();
  });

  it('shows the 404 page for a business with no outlet to order from', async () => {
    fakeApi({ 'GET /business/getBusinessDetails/': withBranch(null) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
  });

  it('offers a retry when the network failed', async () => {
    const user = userEvent.setup();
    let calls = 0;
    fakeApi({
      'GET /business/getBusinessDetails/': () =>
        ++calls === 1 ? { status: 502, body: { message: 'Bad gateway' } } : withBranch('branch-1')(),
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/demo/online_ordering/mama-put/branch-1');
  });
});
