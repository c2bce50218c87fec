import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Branch } from '@troo/shared/contract';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import OnlineOrderingLink from '../src/exposes/online-ordering-link';

const ikeja: Branch = { _id: 'b1', branch_name: 'Ikeja', address: null, createdAt: '2025-01-05T10:00:00.000Z' };

describe('Online-Ordering link', () => {
  beforeEach(() => {
    fakeApi({ 'GET /branch/getBranch': () => ({ status: 200, body: { message: 'Successful', data: [ikeja] } }) });
  });
  afterEach(() => jest.useRealTimers());

  it("shows the outlet's ordering link; Copy confirms, and the confirmation returns to normal after 3 s", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderScreen(<OnlineOrderingLink />, { url: '/demo/online-ordering-link/troo-portal', preloadedState: signedIn('admin') });

    const link = `${window.location.origin}/demo/online_ordering/mama-put/b1`;
    expect(await screen.findByRole('link', { name: link })).toHaveAttribute('href', link);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByRole('button', { name: 'Link copied!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByRole('button', { name: 'Link copied!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });
});
