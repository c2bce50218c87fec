import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { legacy_createStore as createStore } from 'redux';
import { appReducer, resetRuntimeConfig, type StateWithSlices } from '@troo/shared';
import { signedIn } from '@troo/shared/testing';
import { createAppRouter } from '../src/app/router';
import { WidthGuard } from '../src/width-guard/WidthGuard';
import { leaveFor } from '../src/width-guard/leave-for';
import { widthAnswer } from '../src/width-guard/width-answer';
import { liveRemotesOfThisRepo } from './live-remotes';

jest.mock('../src/width-guard/leave-for', () => ({ leaveFor: jest.fn() }));
// Each remote's screen stands in as a heading naming it: what matters here is whether it shows.
jest.mock('../src/remotes/load-screen', () => ({
  loadScreen: async (remote: string, screen: string) => ({ default: () => <h1>{`${remote}/${screen}`}</h1> }),
}));
const replace = leaveFor as jest.Mock;

function setViewport(width: number) {
  window.matchMedia = ((query: string) => ({
    matches: width <= Number(query.match(/\d+/)![0]),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function setExternalSite(url: string) {
  document.head.innerHTML = `<meta name="troo-config" content='${JSON.stringify({ apiBaseUrl: '/api', externalSiteUrl: url })}'>`;
  resetRuntimeConfig();
}

/** Rendered for a signed-out visitor (no store state). */
const renderGuard = (ui: ReactElement) => render(<Provider store={createStore(appReducer())}>{ui}</Provider>);

describe('width guard', () => {
  beforeAll(() => window.history.pushState({}, '', '/start-order?table=1'));
  beforeEach(() => replace.mockReset());

  it('shows the app on a phone-width screen (768 px included)', () => {
    setViewport(768);
    setExternalSite('');
    renderGuard(
      <WidthGuard>
        <p>the app</p>
      </WidthGuard>,
    );
    expect(screen.getByText('the app')).toBeInTheDocument();
  });

  it('sends a wider screen to the external site when one is configured', () => {
    setViewport(769);
    setExternalSite('https://troo.example');
    renderGuard(
      <WidthGuard>
        <p>the app</p>
      </WidthGuard>,
    );
    expect(replace).toHaveBeenCalledWith('https://troo.example');
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
  });

  it('otherwise says to use a phone, with a QR code of this very page', () => {
    setViewport(1280);
    setExternalSite('');
    renderGuard(
      <WidthGuard>
        <p>the app</p>
      </WidthGuard>,
    );
    expect(screen.getByRole('heading', { name: 'Open Troo on your phone' })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute(
      'src',
      `/api/qr.png?text=${encodeURIComponent('http://localhost/start-order?table=1')}`,
    );
    expect(replace).not.toHaveBeenCalled();
  });
});

describe("the guard's answer", () => {
  it.each([
    // phone, wide route, external site → answer
    [true, false, '', 'show'],
    [true, false, 'https://troo.example', 'show'],
    [false, false, 'https://troo.example', 'leave'],
    [false, false, '', 'open-on-phone'],
    [false, true, '', 'show'],
    [false, true, 'https://troo.example', 'show'],
  ] as const)('phone %s, wide route %s, external site "%s": %s', (phone, wide, externalSiteUrl, answer) => {
    expect(widthAnswer({ phone, wide, externalSiteUrl })).toBe(answer);
  });

  it('keeps signed-in staff on the phone page, where the screens that open here are offered, even with an external site', () => {
    expect(widthAnswer({ phone: false, wide: false, externalSiteUrl: 'https://troo.example', staff: true })).toBe('open-on-phone');
    expect(widthAnswer({ phone: false, wide: true, externalSiteUrl: 'https://troo.example', staff: true })).toBe('show');
  });
});

describe('the width guard in the router, by the route its remote declares', () => {
  /** The shell's router over this repository's routes.json files, opened at `url` by a signed-in owner, employee, or nobody. */
  function openAt(url: string, who: 'admin' | 'employee' | null = 'admin') {
    window.history.pushState({}, '', url);
    const store = createStore(appReducer(), (who ? signedIn(who) : {}) as StateWithSlices<Record<never, never>>);
    render(
      <Provider store={store}>
        <RouterProvider router={createAppRouter(liveRemotesOfThisRepo())} />
      </Provider>,
    );
  }
  beforeEach(() => {
    replace.mockReset();
    setExternalSite('');
  });

  it.each([
    ['/demo/order/troo-portal', 'kitchen/KitchenDisplay'],
    ['/demo/ticket/troo-portal', 'kitchen/Tickets'],
    ['/demo/order-history/troo-portal', 'kitchen/OrderHistory'],
    // The owner's books, on a laptop.
    ['/demo/dashboard/troo-portal', 'kitchen/Dashboard'],
    ['/demo/report/troo-portal', 'kitchen/Report'],
    ['/demo/settlements/troo-portal', 'kitchen/Settlements'],
  ])("opens the kitchen's and the owner's wide %s on a 1280 px monitor", async (url, shown) => {
    setViewport(1280);
    openAt(url);
    expect(await screen.findByRole('heading', { name: shown })).toBeInTheDocument();
    expect(screen.queryByText('Open Troo on your phone')).not.toBeInTheDocument();
  });

  it.each([
    '/start-order?business_identifier=mama-put&table=1',
    '/demo/online_ordering/mama-put/b1',
    '/demo/employee-dashboard/troo-portal',
    '/demo/settings/troo-portal',
    '/demo/register/troo-portal',
    '/no/such/page',
  ])('keeps %s for phones on a 1024 px screen', async (url) => {
    setViewport(1024);
    openAt(url);
    expect(await screen.findByRole('heading', { name: 'Open Troo on your phone' })).toBeInTheDocument();
  });

  it('sends only the routes that are not wide to the external site', async () => {
    setViewport(1024);
    setExternalSite('https://troo.example');
    openAt('/demo/order/troo-portal');
    expect(await screen.findByRole('heading', { name: 'kitchen/KitchenDisplay' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends a wider screen on a diner route to the external site', () => {
    setViewport(1024);
    setExternalSite('https://troo.example');
    openAt('/start-order?business_identifier=mama-put&table=1', null);
    expect(replace).toHaveBeenCalledWith('https://troo.example');
  });

  const offered = () => screen.findByRole('navigation', { name: 'Open on this screen' });

  it.each(['admin', 'employee'] as const)(
    'offers signed-in staff (%s) on a guarded page links to the screens their role opens here',
    async (role) => {
      setViewport(1280);
      openAt(role === 'admin' ? '/demo/settings/troo-portal' : '/demo/employee-dashboard/troo-portal', role);
      const links = within(await offered()).getAllByRole('link');
      const kitchen = [
        ['Orders', '/demo/order/troo-portal'],
        ['Take Order', '/demo/take-order/troo-portal'],
        ['Open bills', '/demo/bills/troo-portal'],
        ['Tickets', '/demo/ticket/troo-portal'],
        ['Order History', '/demo/order-history/troo-portal'],
      ];
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
        role === 'admin'
          ? [
              ['Dashboard', '/demo/dashboard/troo-portal'],
              ...kitchen,
              ['Report', '/demo/report/troo-portal'],
              ['End of day', '/demo/end-of-day/troo-portal'],
            ]
          : kitchen,
      );
    },
  );

  it('keeps signed-in staff off the external site: the phone page with the screens that open here', async () => {
    setViewport(1024);
    setExternalSite('https://troo.example');
    openAt('/demo/settings/troo-portal');
    expect(await offered()).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('offers a signed-out visitor no screens: the phone page as before', async () => {
    setViewport(1024);
    openAt('/demo/register/troo-portal', null);
    expect(await screen.findByRole('heading', { name: 'Open Troo on your phone' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the 404 page on a phone where no remote declares the address (the server answers it 404)', async () => {
    setViewport(390);
    openAt('/no/such/page', null);
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Page Not Found')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  });

  it('shows every route on a phone', async () => {
    setViewport(390);
    openAt('/demo/dashboard/troo-portal');
    expect(await screen.findByRole('heading', { name: 'kitchen/Dashboard' })).toBeInTheDocument();
  });
});
