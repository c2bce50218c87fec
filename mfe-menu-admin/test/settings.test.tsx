import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import Settings from '../src/exposes/settings';

const URL = '/demo/settings/troo-portal';

const section = (name: string) => screen.getByRole('region', { name });

describe('Settings', () => {
  it('has a way back to the dashboard', () => {
    fakeApi({});
    renderScreen(<Settings />, { url: URL, preloadedState: signedIn('admin') });

    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/demo/dashboard/troo-portal');
  });

  beforeEach(() => fakeApi({}));

  it('groups the entries under Account, Menu and Manage Assets, each with its icon', () => {
    renderScreen(<Settings />, { url: URL, preloadedState: signedIn('admin') });

    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(
      within(section('Account'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Reset Password', 'Add Employee', 'View Employees', 'Outlets']);
    for (const row of screen.getAllByRole('listitem')) expect(row.querySelector('svg')).not.toBeNull();
    expect(within(section('Menu')).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section('Manage Assets')).getAllByRole('listitem')).toHaveLength(4);
  });

  it.each([
    ['Reset Password', '/demo/reset-password/troo-portal'],
    ['Add Employee', '/demo/add-employee/troo-portal'],
    ['View Employees', '/demo/employees/troo-portal'],
    ['Outlets', '/demo/outlets/troo-portal'],
    ['Add Menu', '/demo/menu/troo-portal'],
    ['Remove Menu', '/demo/admin-menu/troo-portal'],
    ['Edit Menu', '/demo/admin-menu/troo-portal'],
    ['Stations', '/demo/stations/troo-portal'],
    ['Create QR Ordering', '/demo/manage-qr/troo-portal'],
    ['Get Online-Ordering link', '/demo/online-ordering-link/troo-portal'],
    ['Ordering settings', '/demo/ordering-settings/troo-portal'],
    ['Manage Themes', '/demo/choose-color/troo-portal'],
  ])('links %s to its screen', async (label, path) => {
    renderScreen(<Settings />, { url: URL, preloadedState: signedIn('admin') });

    const entry = screen.getByRole('link', { name: new RegExp(`^${label}`) });
    expect(entry).toHaveAttribute('href', path);
    await userEvent.click(entry);
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });
});
