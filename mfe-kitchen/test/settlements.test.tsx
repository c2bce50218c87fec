import { screen, within } from '@testing-library/react';
import type { SettlementReport } from '@troo/shared/contract';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import Settlements from '../src/exposes/settlements';
import { branchAnswer } from './staff-order';

const report: SettlementReport = {
  from: '2026-11-22',
  to: '2026-11-28',
  settlements: [
    {
      id: 'SBX-ACCT_1-20261127',
      date: '2026-11-27',
      status: 'success',
      subaccount: 'ACCT_1',
      processed: 6000,
      fees: 190,
      settled: 5810,
      transactions: 2,
    },
  ],
  matched: [{ reference: 'ref-a', settlement_id: 'SBX-ACCT_1-20261127', outlet: 'Main', orders: '17', amount: 3500, fee: 152.5 }],
  differences: [
    {
      reference: 'ref-b',
      kind: 'not_in_troo',
      explanation: 'Paystack paid it out, but Troo has no payment with this reference',
      settlement_id: 'SBX-ACCT_1-20261127',
      outlet: null,
      settled_amount: 2500,
      recorded_amount: null,
    },
  ],
  by_outlet: [{ key: 'b1', label: 'Main', recorded: 3500, settled: 3500 }],
  totals: { processed: 6000, fees: 190, settled: 5810, recorded: 3500 },
};

describe('Settlements', () => {
  it('shows what Paystack paid out after its fees beside what Troo recorded, the difference first', async () => {
    fakeApi({
      'GET /branch/getBranch': branchAnswer,
      'GET /report/getSettlements': () => ({ status: 200, body: { message: 'OK', data: report } }),
    });
    renderScreen(<Settlements />, { url: '/demo/settlements/troo-portal', preloadedState: signedIn('admin') });

    const differences = await screen.findByRole('table', { name: 'Differences' });
    expect(within(differences).getByRole('row', { name: /ref-b/ })).toHaveTextContent('Troo has no payment with this reference');
    expect(screen.getByRole('heading', { name: 'Differences (1)' })).toBeInTheDocument();
    const payouts = within(screen.getByRole('table', { name: 'Payouts' }));
    expect(payouts.getByRole('row', { name: /SBX-ACCT_1-20261127/ })).toHaveTextContent('₦6,000.00₦190.00₦5,810.00');
    expect(screen.getByRole('group', { name: 'Payouts' })).toHaveTextContent('Paystack fees₦190.00');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('Weekly');
    expect(screen.getByRole('button', { name: 'Download CSV: differences' })).toBeInTheDocument();
  });
});
