import { useEffect, type ReactElement, type ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { deliverToasts, paths, type ToastMessage } from '@troo/shared';
import { fakeApi, renderScreen as renderWithStore, type RenderScreenOptions } from '@troo/shared/testing';
import { registrationReducers } from '../../../state/registration-slice';
import { RegisterScreen } from './RegisterScreen';

/** The screen over a store with this remote's slices (the register expose injects them on the page). */
const renderScreen = (ui: ReactElement, options: Omit<RenderScreenOptions, 'reducers'> = {}) =>
  renderWithStore(ui, { ...options, reducers: registrationReducers });

const LOGO = new File(['logo'], 'logo.png', { type: 'image/png' });
const LOGO_DATA_URL = 'data:image/png;base64,bG9nbw==';

const BUSINESS_INFO: Record<string, string> = {
  'Business name': 'Mama Put',
  'Business email': 'ada@mamaput.ng',
  'Contact person': 'Ada Obi',
  'Business address': '1 Allen Avenue, Ikeja',
  'Business phone number': '08012345678',
  'CAC number': 'RC123456',
  '4-digit PIN': '1234',
  Password: 'secret123',
  'Confirm password': 'secret123',
};

const PERSONAL_DETAILS: Record<string, string> = {
  'First name': 'Ada',
  'Last name': 'Obi',
  'Registered home address': '2 Awolowo Road, Ikoyi',
  City: 'Lagos',
  State: 'Lagos',
};

const ONBOARDED = {
  id: 'u1',
  user_id: 'u1',
  business_id: 'b1',
  user_role: 'admin' as const,
  email_verified: false,
  email: 'ada@mamaput.ng',
  registration_token: 'reg-token',
};

const BANKS = [
  { name: 'Access Bank', code: '044' },
  { name: 'Zenith Bank', code: '057' },
];

let toasts: ToastMessage[];
beforeEach(() => {
  toasts = [];
  deliverToasts((toast) => toasts.push(toast));
  sessionStorage.clear();
});

const actor = () => userEvent.setup({ delay: null });
const stageHeading = () => screen.getByRole('heading', { level: 2 });

async function fill(values: Record<string, string>) {
  const user = actor();
  for (const [label, value] of Object.entries(values)) {
    // Click then paste: one input event per field keeps the suite quick; onChange runs as for typing.
    if (!value) continue;
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

async function fillBusinessInfo({ type = 'Restaurant', logo = true, ...overrides }: Record<string, string | boolean> = {}) {
  await fill({ ...BUSINESS_INFO, ...(overrides as Record<string, string>) });
  if (type) await actor().selectOptions(screen.getByLabelText('Business type'), String(type));
  if (logo) {
    await actor().upload(screen.getByLabelText('Business logo'), LOGO);
    await screen.findByAltText('Chosen logo');
  }
}

async function next() {
  await actor().click(screen.getByRole('button', { name: 'Next' }));
}

/** Opens the screen the way login does: with navigation state (renderScreen takes only a URL). */
function WithNavigationState({ state, children }: { state: unknown; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!location.state) navigate(`${location.pathname}${location.search}`, { replace: true, state });
  }, [location, navigate, state]);
  return location.state ? children : null;
}

const RESUME_URL = `${paths.register}?business=b1&user_id=u1`;

/** The server's state of the account: stage 3 not yet done. */
const PROGRESS = {
  stage: 'bank_account' as const,
  business_id: 'b1',
  user_id: 'u1',
  business_name: 'Mama Put',
  first_name: 'Ada',
  email: 'ada@mamaput.ng',
  country: 'Nigeria',
};
const AT_STAGE_3 = { 'POST /registrationProgress': () => ({ status: 200 as const, body: { message: 'ok', data: PROGRESS } }) };
const renderResumed = (state: unknown = { step: 3, registration_token: 'reg-token' }) =>
  renderScreen(
    <WithNavigationState state={state}>
      <RegisterScreen />
    </WithNavigationState>,
    { url: RESUME_URL, path: paths.register },
  );

describe('Register, stage 1: business information', () => {
  it('opens on stage 1 with one page heading', () => {
    renderScreen(<RegisterScreen />, { url: paths.register });
    expect(screen.getByRole('heading', { level: 1, name: 'Create a business account' })).toBeInTheDocument();
    expect(screen.getByText('Stage 1 of 3')).toBeInTheDocument();
    expect(stageHeading()).toHaveTextContent('Business information');
    expect(screen.getByLabelText('Business type')).toHaveDisplayValue('Choose a business type');
    expect(
      within(screen.getByLabelText('Business type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a business type', 'Restaurant', 'Hotel & Lodgings', 'Bar & Lounge']);
  });

  it.each([
    ['everything', { ...Object.fromEntries(Object.keys(BUSINESS_INFO).map((k) => [k, ''])), type: '', logo: false }],
    ['the business name', { 'Business name': '' }],
    ['the business type', { type: '' }],
    ['the logo', { logo: false }],
  ])('asks for all fields when %s is missing', async (_missing, overrides) => {
    const { requests } = fakeApi({});
    renderScreen(<RegisterScreen />, { url: paths.register });
    await fillBusinessInfo(overrides);
    await next();
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required.');
    expect(stageHeading()).toHaveTextContent('Business information');
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['Business email', { 'Business email': 'ada@mamaput' }, 'Please enter a valid email address'],
    [
      'Password',
      { Password: 'onlyletters', 'Confirm password': 'onlyletters' },
      'Password must be alphanumeric and have a minimum length of 8 characters',
    ],
    [
      'Password',
      { Password: 'abc12', 'Confirm password': 'abc12' },
      'Password must be alphanumeric and have a minimum length of 8 characters',
    ],
    ['Confirm password', { 'Confirm password': 'secret124' }, 'Passwords do not match'],
    ['4-digit PIN', { '4-digit PIN': '123' }, 'PIN must be 4 numbers long.'],
    ['4-digit PIN', { '4-digit PIN': '12ab' }, 'PIN must be 4 numbers long.'],
  ])('shows the rule under %s', async (field, overrides, message) => {
    renderScreen(<RegisterScreen />, { url: paths.register });
    await fillBusinessInfo(overrides);
    await next();
    expect(screen.getByLabelText(field)).toHaveAccessibleDescription(message);
    expect(stageHeading()).toHaveTextContent('Business information');
  });

  it('refuses a logo over 2 MB in the browser', async () => {
    renderScreen(<RegisterScreen />, { url: paths.register });
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await actor().upload(screen.getByLabelText('Business logo'), big);
    expect(await screen.findByText('File size exceeds 2MB. Please upload a smaller file.')).toBeInTheDocument();
    expect(screen.queryByAltText('Chosen logo')).not.toBeInTheDocument();
  });

  it('refuses a file that is not a PNG, JPEG or WebP image', async () => {
    renderScreen(<RegisterScreen />, { url: paths.register });
    const pdf = new File(['%PDF'], 'cac.pdf', { type: 'application/pdf' });
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Business logo'), pdf);
    expect(await screen.findByText('The file must be a PNG, JPEG or WebP image.')).toBeInTheDocument();
    expect(screen.getByLabelText('Business logo')).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
  });

  it('moves to stage 2 without calling the server when all is valid', async () => {
    const { requests } = fakeApi({});
    const { store } = renderScreen(<RegisterScreen />, { url: paths.register });
    await fillBusinessInfo();
    await next();
    expect(screen.getByText('Stage 2 of 3')).toBeInTheDocument();
    expect(stageHeading()).toHaveTextContent('Personal and payout details');
    expect(stageHeading()).toHaveFocus();
    expect(requests).toHaveLength(0);
    expect(store.getState().register).toMatchObject({ name: 'Mama Put', businessType: 'Restaurant', businessLogo: LOGO_DATA_URL });
  });

  it('Back returns to the start page and keeps what was typed', async () => {
    const { store } = renderScreen(<RegisterScreen />, { url: paths.register });
    await fill({ 'Business name': 'Mama Put' });
    await actor().click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(store.getState().register.name).toBe('Mama Put');
  });

  it('Cancel goes to the start page and forgets the form', async () => {
    const { store } = renderScreen(<RegisterScreen />, { url: paths.register });
    await fill({ 'Business name': 'Mama Put' });
    await actor().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(store.getState().register.name).toBe('');
  });
});

describe('Register, stage 2: personal and payout details', () => {
  async function openStage2() {
    await fillBusinessInfo();
    await next();
  }

  it('offers the countries sorted by name, Nigeria chosen', async () => {
    renderScreen(<RegisterScreen />, { url: paths.register });
    await openStage2();
    const country = screen.getByLabelText('Country');
    await within(country).findByRole('option', { name: 'Ghana' });
    const names = within(country)
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    expect(names.length).toBeGreaterThan(200);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(country).toHaveDisplayValue('Nigeria');
  });

  it('asks for all fields without calling the server', async () => {
    const { requests } = fakeApi({});
    renderScreen(<RegisterScreen />, { url: paths.register });
    await openStage2();
    await fill({ ...PERSONAL_DETAILS, City: '' });
    await next();
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required.');
    expect(requests).toHaveLength(0);
  });

  it('Back returns to stage 1 with the fields still filled', async () => {
    renderScreen(<RegisterScreen />, { url: paths.register });
    await openStage2();
    await actor().click(screen.getByRole('button', { name: 'Back' }));
    expect(stageHeading()).toHaveTextContent('Business information');
    expect(screen.getByLabelText('Business name')).toHaveValue('Mama Put');
  });

  it('creates the business with the exact payload, then opens stage 3', async () => {
    const { requests } = fakeApi({
      'POST /onboardBusiness': () => ({ status: 201, body: { message: 'User created successfully', data: ONBOARDED } }),
      'GET /getBanks': () => ({ status: 200, body: { message: 'ok', data: BANKS } }),
    });
    const { store } = renderScreen(<RegisterScreen />, { url: paths.register });
    await openStage2();
    await actor().selectOptions(screen.getByLabelText('Country'), await screen.findByRole('option', { name: 'Ghana' }));
    await fill(PERSONAL_DETAILS);
    await next();

    await waitFor(() => expect(stageHeading()).toHaveTextContent('Bank account'));
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/onboardBusiness' });
    expect(requests[0]!.body).toEqual({
      business_name: 'Mama Put',
      business_email: 'ada@mamaput.ng',
      business_contract_person: 'Ada Obi',
      business_address: '1 Allen Avenue, Ikeja',
      business_phone_number: '08012345678',
      password: 'secret123',
      confirm_password: 'secret123',
      business_type: 'Restaurant',
      business_logo: LOGO_DATA_URL,
      cac_number: 'RC123456',
      country: 'Ghana',
      first_name: 'Ada',
      last_name: 'Obi',
      pin: '1234',
      personal_address: '2 Awolowo Road, Ikoyi',
      city: 'Lagos',
      state: 'Lagos',
    });
    expect(toasts).toEqual([{ message: 'User created successfully', variant: 'success' }]);
    expect(sessionStorage.getItem('email')).toBe('ada@mamaput.ng');
    expect(store.getState().bankRegister).toMatchObject({ userId: 'u1', businessId: 'b1' });
    expect(screen.getByText('Stage 3 of 3')).toBeInTheDocument();
  });

  it("shows the server's message (e.g. a taken e-mail) and stays on stage 2", async () => {
    fakeApi({ 'POST /onboardBusiness': () => ({ status: 409, body: { message: 'A business with this email already exists' } }) });
    renderScreen(<RegisterScreen />, { url: paths.register });
    await openStage2();
    await fill(PERSONAL_DETAILS);
    await next();
    expect(await screen.findByRole('alert')).toHaveTextContent('A business with this email already exists');
    expect(stageHeading()).toHaveTextContent('Personal and payout details');
    expect(toasts).toEqual([]);
  });

  it('shows the loading button and sends once while the business is created', async () => {
    let answer!: (value: { status: 500; body: { message: string } }) => void;
    const { requests } = fakeApi({ 'POST /onboardBusiness': () => new Promise((resolve) => (answer = resolve)) });
    renderScreen(<RegisterScreen />, { url: paths.register });
    await openStage2();
    await fill(PERSONAL_DETAILS);
    await next();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await next();
    expect(requests.filter((r) => r.url === '/onboardBusiness')).toHaveLength(1);
    answer({ status: 500, body: { message: 'Server down' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server down');
  });
});

describe('Register, stage 3: bank account', () => {
  it('opens directly at stage 3 from login (query and navigation state) with the bank list', async () => {
    fakeApi({ ...AT_STAGE_3, 'GET /getBanks': () => ({ status: 200, body: { message: 'ok', data: BANKS } }) });
    const { store } = renderResumed();
    expect(await screen.findByText('Stage 3 of 3')).toBeInTheDocument();
    expect(stageHeading()).toHaveTextContent('Bank account');
    expect(await screen.findByRole('option', { name: 'Zenith Bank' })).toBeInTheDocument();
    expect(store.getState().bankRegister).toMatchObject({ userId: 'u1', businessId: 'b1' });
  });

  it("reopens stage 3 after a reload from the server's state, keeping bank and account name but not the secrets", async () => {
    const { requests } = fakeApi({ ...AT_STAGE_3, 'GET /getBanks': () => ({ status: 200, body: { message: 'ok', data: BANKS } }) });
    // What a reload leaves: the URL, this tab's token and the stage 3 draft; nothing in memory.
    sessionStorage.setItem('registrationToken', 'reg-token');
    sessionStorage.setItem(
      'registrationBankDraft',
      JSON.stringify({ bank: 'Zenith Bank', bankAccountName: 'Mama Put Ltd', country: 'Nigeria' }),
    );
    renderScreen(<RegisterScreen />, { url: RESUME_URL, path: paths.register });

    expect(screen.getByRole('status')).toHaveTextContent('Finding where your registration stopped…');
    expect(await screen.findByText('Stage 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('Mama Put is registered to ada@mamaput.ng. Add its bank account to finish, Ada.')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/registrationProgress')?.body).toEqual({ user_id: 'u1', registration_token: 'reg-token' });
    await screen.findByRole('option', { name: 'Zenith Bank' });
    expect(screen.getByLabelText('Bank')).toHaveValue('Zenith Bank');
    expect(screen.getByLabelText('Account name')).toHaveValue('Mama Put Ltd');
    expect(screen.getByLabelText('Account number')).toHaveValue('');
    expect(screen.getByLabelText('BVN')).toHaveValue('');
  });

  it('never keeps the account number or BVN in session storage', async () => {
    fakeApi({ ...AT_STAGE_3, 'GET /getBanks': () => ({ status: 200, body: { message: 'ok', data: BANKS } }) });
    renderResumed();
    await actor().selectOptions(await screen.findByLabelText('Bank'), await screen.findByRole('option', { name: 'Zenith Bank' }));
    await fill({ 'Account number': '0123456789', 'Account name': 'Mama Put Ltd', BVN: '12345678901' });
    const stored = JSON.stringify({ ...sessionStorage });
    expect(stored).toContain('Mama Put Ltd');
    expect(stored).not.toContain('0123456789');
    expect(stored).not.toContain('12345678901');
  });

  it('goes on to the verify screen when the server already has the payout account', async () => {
    fakeApi({
      'POST /registrationProgress': () => ({ status: 200, body: { message: 'ok', data: { ...PROGRESS, stage: 'verify_email' } } }),
    });
    renderResumed();
    expect(await screen.findByTestId('location')).toHaveTextContent(paths.verify);
    expect(sessionStorage.getItem('email')).toBe('ada@mamaput.ng');
  });

  it('says why and starts again at stage 1 when the server refuses the token', async () => {
    const expired = 'Your registration session has expired. Log in to continue setting up your account.';
    fakeApi({ 'POST /registrationProgress': () => ({ status: 401, body: { message: expired } }) });
    renderResumed();
    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(stageHeading()).toHaveTextContent('Business information');
  });

  it('opens stage 1 when the registration token is missing', () => {
    renderScreen(<RegisterScreen />, { url: RESUME_URL, path: paths.register });
    expect(stageHeading()).toHaveTextContent('Business information');
  });

  it('asks for account number, BVN and country', async () => {
    const { requests } = fakeApi({ ...AT_STAGE_3, 'GET /getBanks': () => ({ status: 200, body: { message: 'ok', data: BANKS } }) });
    renderResumed();
    await screen.findByText('Stage 3 of 3');
    await fill({ 'Account number': '0123456789' });
    await actor().click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Account number, BVN and country are required.');
    expect(requests.filter((r) => r.url === '/createAccountDetails')).toHaveLength(0);
  });

  it('needs a BVN of at least 11 characters', async () => {
    fakeApi({ ...AT_STAGE_3, 'GET /getBanks': () => ({ status: 200, body: { message: 'ok', data: BANKS } }) });
    renderResumed();
    await screen.findByText('Stage 3 of 3');
    await fill({ 'Account number': '0123456789', BVN: '1234567890' });
    await actor().click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByLabelText('BVN')).toHaveAccessibleDescription('BVN must be at least 11 characters long');
  });

  it('asks for the bank before saving', async () => {
    const { requests } = fakeApi({ ...AT_STAGE_3, 'GET /getBanks': () => ({ status: 200, body: { message: 'ok', data: BANKS } }) });
    renderResumed();
    await screen.findByText('Stage 3 of 3');
    await fill({ 'Account number': '0123456789', BVN: '12345678901' });
    await actor().click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByLabelText('Bank')).toHaveAccessibleDescription('Choose your bank from the list.');
    expect(requests.filter((r) => r.url === '/createAccountDetails')).toHaveLength(0);
  });

  it('saves the account with the registration token and goes to the verify screen', async () => {
    const { requests } = fakeApi({
      ...AT_STAGE_3,
      'GET /getBanks': () => ({ status: 200, body: { message: 'ok', data: BANKS } }),
      'POST /createAccountDetails': () => ({
        status: 201,
        body: {
          message: 'Account details saved successfully',
          data: {
            business_id: 'b1',
            user_id: 'u1',
            account_name: 'Mama Put Ltd',
            account_number: '0123456789',
            bank_name: 'Zenith Bank',
            bvn_last4: '8901',
            country: 'Nigeria',
          },
        },
      }),
    });
    const { store } = renderResumed();
    await actor().selectOptions(await screen.findByLabelText('Bank'), await screen.findByRole('option', { name: 'Zenith Bank' }));
    await fill({ 'Account number': '0123456789', 'Account name': 'Mama Put Ltd', BVN: '12345678901' });
    await actor().click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(paths.verify);
    const saved = requests.find((r) => r.url === '/createAccountDetails');
    expect(saved?.body).toEqual({
      business_id: 'b1',
      user_id: 'u1',
      registration_token: 'reg-token',
      account_name: 'Mama Put Ltd',
      account_number: '0123456789',
      bank_name: 'Zenith Bank',
      bank_verification_number: '12345678901',
      country: 'Nigeria',
    });
    expect(store.getState().bankRegister.bankAccountNumber).toBe('');
  });

  it("shows the server's message when saving fails", async () => {
    fakeApi({
      ...AT_STAGE_3,
      'GET /getBanks': () => ({ status: 200, body: { message: 'ok', data: BANKS } }),
      'POST /createAccountDetails': () => ({ status: 401, body: { message: 'Registration link expired. Log in to continue.' } }),
    });
    renderResumed();
    await screen.findByText('Stage 3 of 3');
    await actor().selectOptions(await screen.findByLabelText('Bank'), await screen.findByRole('option', { name: 'Zenith Bank' }));
    await fill({ 'Account number': '0123456789', BVN: '12345678901' });
    await actor().click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration link expired. Log in to continue.');
    expect(toasts).toEqual([]);
  });

  it('Back on a registration resumed from login returns to login', async () => {
    fakeApi({ ...AT_STAGE_3, 'GET /getBanks': () => ({ status: 200, body: { message: 'ok', data: [] } }) });
    renderResumed();
    await screen.findByText('Stage 3 of 3');
    await actor().click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(paths.login);
  });

  it('after creating the business, Back shows stage 2 and Next does not create it twice', async () => {
    const { requests } = fakeApi({
      'POST /onboardBusiness': () => ({ status: 201, body: { message: 'ok', data: ONBOARDED } }),
      'GET /getBanks': () => ({ status: 200, body: { message: 'ok', data: BANKS } }),
    });
    renderScreen(<RegisterScreen />, { url: paths.register });
    await fillBusinessInfo();
    await next();
    await fill(PERSONAL_DETAILS);
    await next();
    await waitFor(() => expect(stageHeading()).toHaveTextContent('Bank account'));

    await actor().click(screen.getByRole('button', { name: 'Back' }));
    expect(stageHeading()).toHaveTextContent('Personal and payout details');
    expect(screen.getByText('Your business account is already created. Continue to add your bank account.')).toBeInTheDocument();
    await next();
    expect(stageHeading()).toHaveTextContent('Bank account');
    expect(requests.filter((r) => r.url === '/onboardBusiness')).toHaveLength(1);
  });
});
