import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deliverToasts, paths, type ToastMessage } from '@troo/shared';
import { fakeApi, renderScreen } from '@troo/shared/testing';
import { VerifyScreen } from './VerifyScreen';

const VERIFIED = { user_id: 'u1', email: 'ada@mamaput.ng', email_verified: true as const };

let toasts: ToastMessage[];
beforeEach(() => {
  toasts = [];
  deliverToasts((toast) => toasts.push(toast));
  sessionStorage.clear();
  sessionStorage.setItem('email', 'ada@mamaput.ng');
  // This tab already asked for the code (the arrival request has its own test below).
  sessionStorage.setItem('codeRequestedFor', 'ada@mamaput.ng');
});

const activate = () => screen.getByRole('button', { name: 'Activate Account' });
const digit = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);

describe('Verify', () => {
  it('asks for the code on arrival, once per tab, so its 10 minutes start here', async () => {
    sessionStorage.removeItem('codeRequestedFor');
    const { requests } = fakeApi({ 'POST /resendOTP': () => ({ status: 200, body: { message: 'Token has been resent', data: null } }) });
    const first = renderScreen(<VerifyScreen />, { url: paths.verify });
    await waitFor(() => expect(requests).toEqual([expect.objectContaining({ url: '/resendOTP', body: { email: 'ada@mamaput.ng' } })]));
    first.unmount();
    renderScreen(<VerifyScreen />, { url: paths.verify }); // a reload
    await screen.findByText('Enter the six-digit code we sent to ada@mamaput.ng.');
    expect(requests).toHaveLength(1);
    expect(toasts).toEqual([]);
  });

  it('keeps Activate Account disabled until all six boxes hold a digit', async () => {
    const user = userEvent.setup();
    renderScreen(<VerifyScreen />, { url: paths.verify });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Enter the six-digit code we sent to ada@mamaput.ng.')).toBeInTheDocument();
    expect(activate()).toBeDisabled();
    await user.type(digit(1), '1a2b3c4d5');
    expect(activate()).toBeDisabled();
    expect(digit(2)).toHaveValue('2');
    await user.type(digit(6), '6');
    expect(activate()).toBeEnabled();
  });

  it('says so when submitted with boxes empty', () => {
    const { requests } = fakeApi({});
    renderScreen(<VerifyScreen />, { url: paths.verify });
    // Enter on a phone keyboard submits the form even though the button is disabled.
    fireEvent.submit(activate().closest('form')!);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all input fields');
    expect(requests).toHaveLength(0);
  });

  it('verifies with the e-mail and the code as a number, then shows Verified', async () => {
    const { requests } = fakeApi({
      'POST /emailVerification': () => ({ status: 200, body: { message: 'User verified successfully', data: VERIFIED } }),
    });
    renderScreen(<VerifyScreen />, { url: paths.verify });
    await userEvent.setup().type(digit(1), '123456');
    await userEvent.setup().click(activate());
    expect(await screen.findByTestId('location')).toHaveTextContent(paths.verified);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/emailVerification', body: { email: 'ada@mamaput.ng', token: 123456 } });
  });

  it("shows the server's message when the code is wrong", async () => {
    fakeApi({ 'POST /emailVerification': () => ({ status: 400, body: { message: 'Invalid or expired code' } }) });
    renderScreen(<VerifyScreen />, { url: paths.verify });
    await userEvent.setup().type(digit(1), '123456');
    await userEvent.setup().click(activate());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code');
    expect(toasts).toEqual([]);
  });

  it('resends the code and toasts the answer', async () => {
    const { requests } = fakeApi({ 'POST /resendOTP': () => ({ status: 200, body: { message: 'Token has been resent', data: null } }) });
    renderScreen(<VerifyScreen />, { url: paths.verify });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend Code' }));
    await waitFor(() => expect(toasts).toEqual([{ message: 'Token has been resent', variant: 'success' }]));
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/resendOTP', body: { email: 'ada@mamaput.ng' } });
  });

  it('leads back to the log in', async () => {
    fakeApi({});
    renderScreen(<VerifyScreen />, { url: paths.verify });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to log in' }));
    expect(screen.getByTestId('location')).toHaveTextContent(paths.login);
  });

  it('says how long to wait, and not that a code was sent, when the server refuses another code so soon', async () => {
    const wait = 'Please wait 1 minute before asking for another code';
    fakeApi({ 'POST /resendOTP': () => ({ status: 429, body: { message: wait } }) });
    renderScreen(<VerifyScreen />, { url: paths.verify });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend Code' }));
    await waitFor(() => expect(toasts).toEqual([{ message: wait, variant: 'error' }]));
  });

  it('asks for the e-mail when none was left by registration or login', async () => {
    sessionStorage.clear();
    const { requests } = fakeApi({
      'POST /emailVerification': () => ({ status: 200, body: { message: 'User verified successfully', data: VERIFIED } }),
    });
    renderScreen(<VerifyScreen />, { url: paths.verify });
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
    await userEvent.setup().type(screen.getByLabelText('Business email'), 'ada@mamaput.ng');
    await userEvent.setup().type(digit(1), '012345');
    await userEvent.setup().click(activate());
    expect(await screen.findByTestId('location')).toHaveTextContent(paths.verified);
    expect(requests[0]!.body).toEqual({ email: 'ada@mamaput.ng', token: 12345 });
  });

  describe('changing a mistyped address', () => {
    const account = { user_id: 'u1', registration_token: 'reg1.token.sig' };
    beforeEach(() => sessionStorage.setItem('accountToVerify', JSON.stringify(account)));

    it('moves the account to the new address and verifies with the code sent there, asking for no other', async () => {
      const user = userEvent.setup();
      const { requests } = fakeApi({
        'POST /changeRegistrationEmail': () => ({
          status: 200,
          body: { message: 'We sent a new code to your new address.', data: { email: 'ada@mamaputkitchen.ng' } },
        }),
        'POST /emailVerification': () => ({ status: 200, body: { message: 'User verified successfully', data: VERIFIED } }),
      });
      renderScreen(<VerifyScreen />, { url: paths.verify });
      await user.click(screen.getByRole('button', { name: 'Wrong address? Change it' }));
      await user.type(screen.getByLabelText('New email'), 'Ada@MamaPutKitchen.ng');
      await user.click(screen.getByRole('button', { name: 'Send code to new address' }));
      expect(await screen.findByText('Enter the six-digit code we sent to ada@mamaputkitchen.ng.')).toBeInTheDocument();
      expect(toasts).toEqual([{ message: 'We sent a new code to your new address.', variant: 'success' }]);
      await user.type(digit(1), '654321');
      await user.click(activate());
      expect(await screen.findByTestId('location')).toHaveTextContent(paths.verified);
      expect(requests.map((request) => [request.url, request.body])).toEqual([
        ['/changeRegistrationEmail', { ...account, email: 'Ada@MamaPutKitchen.ng' }],
        ['/emailVerification', { email: 'ada@mamaputkitchen.ng', token: 654321 }],
      ]);
      expect(sessionStorage.getItem('accountToVerify')).toBeNull();
    });

    it("shows the server's refusal and keeps the old address", async () => {
      const user = userEvent.setup();
      fakeApi({
        'POST /changeRegistrationEmail': () => ({ status: 409, body: { message: 'An account with this email already exists.' } }),
      });
      renderScreen(<VerifyScreen />, { url: paths.verify });
      await user.click(screen.getByRole('button', { name: 'Wrong address? Change it' }));
      await user.type(screen.getByLabelText('New email'), 'taken@mamaput.ng');
      await user.click(screen.getByRole('button', { name: 'Send code to new address' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
      await user.click(screen.getByRole('button', { name: 'Keep the old address' }));
      expect(screen.getByText('Enter the six-digit code we sent to ada@mamaput.ng.')).toBeInTheDocument();
    });

    it('checks the address before asking the server', async () => {
      const user = userEvent.setup();
      const { requests } = fakeApi({});
      renderScreen(<VerifyScreen />, { url: paths.verify });
      await user.click(screen.getByRole('button', { name: 'Wrong address? Change it' }));
      await user.type(screen.getByLabelText('New email'), 'ada@');
      await user.click(screen.getByRole('button', { name: 'Send code to new address' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
      expect(requests).toHaveLength(0);
    });

    it('is not offered when this tab holds no proof of the account', () => {
      sessionStorage.removeItem('accountToVerify');
      fakeApi({});
      renderScreen(<VerifyScreen />, { url: paths.verify });
      expect(screen.queryByRole('button', { name: 'Wrong address? Change it' })).toBeNull();
    });
  });
});
