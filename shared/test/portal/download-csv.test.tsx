import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DownloadCsvButton } from '../../src/portal';
import { fakeApi, renderScreen, signedIn } from '../../src/testing';

// Download CSV: the export call made with the sign-in, as a file (a plain link would carry no token),
// saved under the name given; a failure is said beside the button.

describe('DownloadCsvButton', () => {
  const saved: { name: string; blob: unknown }[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: (URL.createObjectURL as jest.Mock).mock.calls.at(-1)?.[0] });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("asks for the period's export as a file and saves it under its name", async () => {
    const file = new Blob(['\uFEFFOrder number\r\n17\r\n'], { type: 'text/csv' });
    const api = fakeApi({ 'GET /report/exportSalesReport': () => ({ status: 200, body: file as unknown as Uint8Array }) });
    renderScreen(
      <DownloadCsvButton
        call="GET /report/exportSalesReport"
        query={{ date_filter: 'today', rows: 'orders' }}
        fileName="troo-orders-today"
      />,
      { preloadedState: signedIn('admin') },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'troo-orders-today.csv', blob: file }]));
    expect(api.requests[0]).toMatchObject({ url: '/report/exportSalesReport', params: { date_filter: 'today', rows: 'orders' } });
  });

  it('says so when the file could not be made', async () => {
    fakeApi({ 'GET /report/exportSalesReport': () => ({ status: 500, body: {} }) });
    renderScreen(
      <DownloadCsvButton call="GET /report/exportSalesReport" query={{ rows: 'lines' }} fileName="x" label="Download CSV: lines" />,
      { preloadedState: signedIn('admin') },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV: lines' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be made|went wrong|try again/i);
    expect(saved).toEqual([]);
  });
});
