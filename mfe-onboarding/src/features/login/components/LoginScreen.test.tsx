import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { deliverToasts, paths, selectBusinessColour, selectSessionToken, selectSessionUser, type ToastMessage } from '@troo/shared';
import type { UserData } from '@troo/shared/contract';
import { fakeApi, renderScreen } from '@troo/shared/testing';
import { LoginScreen } from './LoginScreen';

const user = (overrides: Partial<UserData> = {}): UserData => ({
  user_id: 'u1',
  id: 'u1',
  token: 'token-1',
  user_role: 'admin',
  business_id: 'b1',
  business_name: 'Mama Put',
  business_type: 'Restaurant',
  business_logo: null,
  business_identifier: 'mama-put',
  colour_scheme: '#3450B0',
  has_created_menu_item: true,
  email_verified: true,
  has_temp_password: false,
  first_name: 'Ada',
  last_name: 'Obi',
  email: 'ada@mamaput.ng',
  ...overrides,
});

const unverified = (has_account: boolean) => ({
  status: 403 as const,
  body: {
    message: 'Account details not verified',
    data: { has_account, business: 'b 1', user_id: 'u1', email: 'ada@mamaput.ng', registration_token: 'reg-token' },
  },
});

/** The screen's width, as the landing asks it (a phone is 768 px or narrower). */
function screenWidth(width: number) {
  window.matchMedia = ((query: string) => ({ matches: width <= Number(/\d+/.exec(query)![0]), media: query })) as typeof window.matchMedia;
}

/** The live registry the server writes into the page: the owner's dashboard, and the kitchen display declared wide. */
function registryInPage() {
  const island = document.createElement('script');
  island.type = 'application/json';
  island.id = 'troo-registry';
  const nav = (label: string, roles: string[], order: number) => ({ label, icon: 'orders', roles, order });
  island.textContent = JSON.stringify({
    remotes: [
      {
        name: 'kitchen',
        version: 'test',
        entry: '/remotes/kitchen/test/remoteEntry.js',
        routes: [
          { path: paths.dashboard, screen: 'Dashboard', audience: 'staff', nav: nav('Dashboard', ['admin'], 10) },
          {
            path: paths.kitchenDisplay,
            screen: 'KitchenDisplay',
            audience: 'staff',
            wide: true,
            nav: nav('Orders', ['admin', 'employee'], 20),
          },
        ],
      },
    ],
  });
  document.head.append(island);
}

let toasts: ToastMessage[];
beforeEach(() => {
  toasts = [];
  deliverToasts((toast) => toasts.push(toast));
  sessionStorage.clear();
  document.head.innerHTML = '';
  screenWidth(390);
});

async function logIn(email = 'ada@mamaput.ng', password = 'secret123') {
  const actor = userEvent.setup();
  if (email) await actor.type(screen.getByLabelText('Email'), email);
  if (password) await actor.type(screen.getByLabelText('Password'), password);
  await actor.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('Login', () => {
  it('renders one heading, labelled fields and the two links', () => {
    renderScreen(<LoginScreen />, { url: paths.login });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', paths.forgotPassword);
    expect(screen.getByRole('link', { name: 'Create a business account' })).toHaveAttribute('href', paths.register);
  });

  it.each([
    ['email', '', 'secret123'],
    ['password', 'ada@mamaput.ng', ''],
  ])('asks for the %s without calling the server', async (_missing, email, password) => {
    const { requests } = fakeApi({});
    renderScreen(<LoginScreen />, { url: paths.login });
    await logIn(email, password);
    expect(screen.getByRole('alert')).toHaveTextContent('All Fields are required...');
    expect(requests).toHaveLength(0);
  });

  it('signs an admin in and lands on the dashboard', async () => {
    const { requests } = fakeApi({ 'POST /login': () => ({ status: 200, body: { message: 'Login successful', data: user() } }) });
    const { store } = renderScreen(<LoginScreen />, { url: paths.login });
    await logIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(paths.dashboard);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/login', body: { email: 'ada@mamaput.ng', password: 'secret123' } });
    expect(selectSessionToken(store.getState())).toBe('token-1');
    expect(selectSessionUser(store.getState())?.business_name).toBe('Mama Put');
    expect(selectBusinessColour(store.getState())).toBe('#3450B0');
  });

  it('sends an employee to the employee dashboard', async () => {
    fakeApi({ 'POST /login': () => ({ status: 200, body: { message: 'ok', data: user({ user_role: 'employee' }) } }) });
    renderScreen(<LoginScreen />, { url: paths.login });
    await logIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(paths.employeeDashboard);
  });

  it.each(['admin', 'employee'] as const)('on a 1024 px tablet signs the %s in to the kitchen display, not a dashboard', async (role) => {
    screenWidth(1024);
    registryInPage();
    fakeApi({ 'POST /login': () => ({ status: 200, body: { message: 'ok', data: user({ user_role: role }) } }) });
    renderScreen(<LoginScreen />, { url: paths.login });
    await logIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(paths.kitchenDisplay);
  });

  it('on a phone lands on the dashboard even where a wide screen is declared', async () => {
    registryInPage();
    fakeApi({ 'POST /login': () => ({ status: 200, body: { message: 'ok', data: user() } }) });
    renderScreen(<LoginScreen />, { url: paths.login });
    await logIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(paths.dashboard);
  });

  it('on a tablet sends an employee on a temporary password to the password page first', async () => {
    screenWidth(1024);
    registryInPage();
    fakeApi({
      'POST /login': () => ({ status: 200, body: { message: 'ok', data: user({ user_role: 'employee', has_temp_password: true }) } }),
    });
    renderScreen(<LoginScreen />, { url: paths.login });
    await logIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(paths.password);
  });

  it('sends an employee on a temporary password to the password page', async () => {
    fakeApi({
      'POST /login': () => ({ status: 200, body: { message: 'ok', data: user({ user_role: 'employee', has_temp_password: true }) } }),
    });
    renderScreen(<LoginScreen />, { url: paths.login });
    await logIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(paths.password);
  });

  it("shows the server's message in the form, not also as a toast", async () => {
    fakeApi({ 'POST /login': () => ({ status: 401, body: { message: 'Invalid email or password' } }) });
    renderScreen(<LoginScreen />, { url: paths.login });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it('shows the loading button and ignores taps while the call runs', async () => {
    let answer!: (value: { status: 401; body: { message: string } }) => void;
    const { requests } = fakeApi({ 'POST /login': () => new Promise((resolve) => (answer = resolve)) });
    renderScreen(<LoginScreen />, { url: paths.login });
    await logIn();
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.setup().click(button);
    expect(requests).toHaveLength(1);
    answer({ status: 401, body: { message: 'Invalid email or password' } });
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('sends an unverified account with bank details to the verify screen', async () => {
    fakeApi({ 'POST /login': () => unverified(true) });
    renderScreen(<LoginScreen />, { url: paths.login });
    await logIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(paths.verify);
    expect(sessionStorage.getItem('email')).toBe('ada@mamaput.ng');
  });

  it('sends an unverified account without bank details to registration stage 3', async () => {
    fakeApi({ 'POST /login': () => unverified(false) });
    function StateProbe() {
      const location = useLocation();
      return <div data-testid="register-entry">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</div>;
    }
    // Both routes under one pattern, so the navigation state the register route receives is visible.
    renderScreen(
      <Routes>
        <Route path="login/troo-portal" element={<LoginScreen />} />
        <Route path="register/troo-portal" element={<StateProbe />} />
      </Routes>,
      { url: paths.login, path: '/demo/*' },
    );
    await logIn();
    expect(await screen.findByTestId('register-entry')).toHaveTextContent(
      `${paths.register}?business=b+1&user_id=u1 {"step":3,"registration_token":"reg-token"}`,
    );
    expect(sessionStorage.getItem('email')).toBe('ada@mamaput.ng');
  });
});
