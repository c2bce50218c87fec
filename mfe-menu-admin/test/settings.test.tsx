import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import Settings from '../src/exposes/settings';

const URL = '/demo/settings/troo-portal';

const section = (name: string) => screen.getByRole('region', { name });

describe('Settings', () => {
  beforeEach(() => fakeApi({}));

  it('groups the entries under Account, Menu and Manage Assets', () => {
    renderScreen(<Settings />, { url: URL, preloadedState: signedIn('admin') });

    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(
      within(section('Account'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Reset PasswordComing soon', 'Add EmployeeComing soon', 'View EmployeesComing soon', 'Outlets›']);
    expect(within(section('Menu')).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section('Manage Assets')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('links Manage Themes and Outlets to their screens', async () => {
    renderScreen(<Settings />, { url: URL, preloadedState: signedIn('admin') });

    expect(screen.getByRole('link', { name: /Manage Themes/ })).toHaveAttribute('href', '/demo/choose-color/troo-portal');
    expect(screen.getByRole('link', { name: /Outlets/ })).toHaveAttribute('href', '/demo/outlets/troo-portal');
    expect(screen.getAllByRole('link')).toHaveLength(2);

    await userEvent.click(screen.getByRole('link', { name: /Manage Themes/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/demo/choose-color/troo-portal');
  });

  it.each([
    'Reset Password',
    'Add Employee',
    'View Employees',
    'Add Menu',
    'Remove Menu',
    'Edit Menu',
    'Create QR Ordering',
    'Get Online-Ordering link',
  ])('shows %s disabled as Coming soon', (label) => {
    renderScreen(<Settings />, { url: URL, preloadedState: signedIn('admin') });

    const entry = screen.getByRole('button', { name: new RegExp(`^${label}`) });
    expect(entry).toBeDisabled();
    expect(entry).toHaveTextContent('Coming soon');
    expect(screen.queryByRole('link', { name: new RegExp(label) })).not.toBeInTheDocument();
  });
});
