import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import type { Branch } from '@troo/shared/contract';
import type { RouteDeclaration } from '@troo/shared/route-manifest';
import { Sidebar } from '../src/sidebar/Sidebar';
import { liveRemotesOfThisRepo } from './live-remotes';

const places = () =>
  within(screen.getByRole('navigation', { name: 'Business menu' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const branches: Branch[] = [{ _id: 'b1', branch_name: 'Ikeja', address: null, createdAt: '2025-01-05T10:00:00.000Z' }];

/** Renders the sidebar and waits for its outlet selector's GET /branch/getBranch to answer. */
async function renderSidebar(sidebar: ReactElement, url: string, role: 'admin' | 'employee') {
  fakeApi({ 'GET /branch/getBranch': () => ({ status: 200, body: { message: 'Successful', data: branches } }) });
  const rendered = renderScreen(sidebar, { url, preloadedState: signedIn(role) });
  await waitFor(() => expect(rendered.store.getState().branches.list).toEqual(branches));
}

describe('Sidebar', () => {
  it("lists an admin's places from the remotes' route declarations, in order, the current one marked", async () => {
    await renderSidebar(<Sidebar remotes={liveRemotesOfThisRepo()} onClose={() => {}} />, '/demo/settings/troo-portal', 'admin');

    expect(places()).toEqual([
      'Dashboard',
      'Orders',
      'Take Order',
      'Open bills',
      'Tickets',
      'Menu',
      'QR codes',
      'Order History',
      'Report',
      'End of day',
      'Settings',
      'Outlets',
      'Themes',
    ]);
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it("shows an employee only the employee's places", async () => {
    await renderSidebar(
      <Sidebar remotes={liveRemotesOfThisRepo()} onClose={() => {}} />,
      '/demo/employee-dashboard/troo-portal',
      'employee',
    );

    expect(places()).toEqual(['Dashboard', 'Orders', 'Take Order', 'Open bills', 'Tickets', 'Menu', 'Order History']);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/demo/employee-dashboard/troo-portal');
  });

  it('shows a place a remote adds, with no change to the shell, and closes when one is chosen', async () => {
    const added: RouteDeclaration = {
      path: '/demo/employees/troo-portal',
      screen: 'Employees',
      audience: 'staff',
      nav: { label: 'Employees', icon: 'employees', roles: ['admin'], order: 85 },
    };
    const remotes = [...liveRemotesOfThisRepo(), { name: 'people', version: 'x', entry: '/x', routes: [added] }];
    const onClose = jest.fn();
    await renderSidebar(<Sidebar remotes={remotes} onClose={onClose} />, '/demo/dashboard/troo-portal', 'admin');

    expect(places().slice(-3)).toEqual(['Employees', 'Outlets', 'Themes']);
    await userEvent.click(screen.getByRole('link', { name: 'Employees' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/demo/employees/troo-portal');
    expect(onClose).toHaveBeenCalled();
  });
});
