import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deliverToasts, paths, type ToastMessage } from '@troo/shared';
import { fakeApi, renderScreen } from '@troo/shared/testing';
import { CreatePasswordScreen } from './CreatePasswordScreen';

let toasts: ToastMessage[];
beforeEach(() => {
  toasts = [];
  deliverToasts((toast) => toasts.push(toast));
  sessionStorage.clear();
  sessionStorage.setItem('email', 'ada@mamaput.ng');
});

async function reset({ code = '123456', password = 'newpass123', confirm = 'newpass123' } = {}) {
  const user = userEvent.setup();
  if (code) await user.type(screen.getByLabelText('Digit 1 of 6'), code);
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('Create password', () => {
  it.each([
    ['the code is incomplete', { code: '123' }, 'All fields are required!'],
    ['the password is missing', { password: '' }, 'All fields are required!'],
    ['the confirmation is missing', { confirm: '' }, 'All fields are required!'],
    ['the passwords differ', { confirm: 'newpass124' }, 'Passwords do not match'],
    [
      'the password is weak',
      { password: 'password', confirm: 'password' },
      'Password must be alphanumeric and have a minimum length of 8 characters',
    ],
  ])('refuses when %s', async (_case, form, message) => {
    const { requests } = fakeApi({});
    renderScreen(<CreatePasswordScreen />, { url: paths.createPassword });
    await reset(form);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(requests).toHaveLength(0);
  });

  it('resets without a token, toasts and goes to login', async () => {
    const { requests } = fakeApi({
      'POST /resetForgotPassword': () => ({ status: 200, body: { message: 'Password reset successfully', data: null } }),
    });
    renderScreen(<CreatePasswordScreen />, {
      url: paths.createPassword,
      preloadedState: { auth: { token: 'stale-token' } },
    });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await reset();
    expect(await screen.findByTestId('location')).toHaveTextContent(paths.login);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/resetForgotPassword',
      body: { email: 'ada@mamaput.ng', token: 123456, password: 'newpass123', confirm_password: 'newpass123' },
    });
    expect(requests[0]!.headers.Authorization).toBeUndefined();
    expect(toasts).toEqual([{ message: 'Password reset successfully', variant: 'success' }]);
  });

  it("shows the server's message inline", async () => {
    fakeApi({ 'POST /resetForgotPassword': () => ({ status: 400, body: { message: 'Invalid or expired code' } }) });
    renderScreen(<CreatePasswordScreen />, { url: paths.createPassword });
    await reset();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code');
    expect(toasts).toEqual([]);
  });

  it('sends a new code on request', async () => {
    const { requests } = fakeApi({
      'POST /requestForgotPassword': () => ({ status: 200, body: { message: 'Password reset token sent successfully', data: null } }),
    });
    renderScreen(<CreatePasswordScreen />, { url: paths.createPassword });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend Code' }));
    await waitFor(() => expect(toasts).toEqual([{ message: 'Password reset token sent successfully', variant: 'success' }]));
    expect(requests[0]!.body).toEqual({ email: 'ada@mamaput.ng' });
  });

  it('says how long to wait, and not that a code was sent, when the server refuses another code so soon', async () => {
    const wait = 'Please wait 2 minutes before asking for another code';
    fakeApi({ 'POST /requestForgotPassword': () => ({ status: 429, body: { message: wait } }) });
    renderScreen(<CreatePasswordScreen />, { url: paths.createPassword });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend Code' }));
    await waitFor(() => expect(toasts).toEqual([{ message: wait, variant: 'error' }]));
  });
});
