import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyBasket, paths, plainLineOf } from '@troo/shared';
import { basketStateWith, renderScreen, signedIn } from '@troo/shared/testing';
import { CustomerHeader, ScreenPlaceholder, StaffPage } from '../../src/kit';

describe('StaffPage', () => {
  it("has one h1 and a way back to the signed-in person's dashboard", async () => {
    renderScreen(<StaffPage title="Tickets">content</StaffPage>, { url: paths.tickets, preloadedState: signedIn('employee') });
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByTestId('location')).toHaveTextContent(paths.employeeDashboard);
  });

  it('goes back where the screen says, or nowhere on a dashboard', () => {
    const { unmount } = renderScreen(
      <StaffPage title="Outlets" back={{ to: paths.settings, label: 'Settings' }}>
        x
      </StaffPage>,
      { url: paths.outlets, preloadedState: signedIn('admin') },
    );
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', paths.settings);
    unmount();
    renderScreen(
      <StaffPage title="Dashboard" back={null}>
        x
      </StaffPage>,
      { url: paths.dashboard, preloadedState: signedIn('admin') },
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('ScreenPlaceholder', () => {
  it('says a staff screen is not built yet, with the way back', () => {
    renderScreen(<ScreenPlaceholder title="Report" audience="staff" />, { url: paths.report, preloadedState: signedIn('admin') });
    expect(screen.getByRole('heading', { level: 1, name: 'Report' })).toBeInTheDocument();
    expect(screen.getByText('This screen is not built yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', paths.dashboard);
  });
});

describe('CustomerHeader', () => {
  it('has Back, the title and the cart with the number of items', async () => {
    renderScreen(<CustomerHeader title="Explore Menu" backTo="/start-order" />, {
      url: paths.categoryDetails,
      preloadedState: basketStateWith([
        { ...plainLineOf({ _id: 'x', menu_item_name: 'Eba', menu_item_price: 600, menu_item_image: null }, '1'), quantity: 3 },
      ]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Explore Menu' })).toBeInTheDocument();
    const cart = screen.getByRole('link', { name: 'Basket, 3 items' });
    expect(cart).toHaveAttribute('href', '/demo/basket/orderandpay');
    expect(cart).toHaveTextContent('3');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/start-order');
  });

  it('goes Back to backTo, not through the history behind it, when told to always (a receipt after paying)', async () => {
    /** The payment page, which hands on to the receipt in the app: history holds the payment. */
    function PaymentThenReceipt() {
      const { pathname } = useLocation();
      const navigate = useNavigate();
      useEffect(() => {
        if (pathname === '/payment') navigate('/receipt', { replace: true });
      }, [navigate, pathname]);
      return pathname === '/receipt' ? (
        <CustomerHeader title="Receipt" backTo="/demo/mama-put/explore-menu/orderandpay" backAlwaysTo />
      ) : null;
    }
    renderScreen(<PaymentThenReceipt />, { url: '/payment', path: '/:page' });
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/demo/mama-put/explore-menu/orderandpay');
  });

  it('shows an empty cart plainly and hides it where the spec does', () => {
    const { store, unmount } = renderScreen(<CustomerHeader mode="online_ordering" />, { url: '/x' });
    expect(screen.getByRole('link', { name: 'Basket, empty' })).toHaveAttribute('href', '/demo/basket/online_ordering');
    expect(store.getState().basket).toEqual(emptyBasket);
    unmount();
    renderScreen(<CustomerHeader showCart={false} />, { url: '/x' });
    expect(screen.queryByRole('link', { name: /Basket/ })).not.toBeInTheDocument();
  });
});
