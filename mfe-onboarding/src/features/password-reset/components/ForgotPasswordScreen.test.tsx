import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deliverToasts, paths, type ToastMessage } from '@troo/shared';
import { fakeApi, renderScreen } from '@troo/shared/testing';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

let toasts: ToastMessage[];
beforeEach(() => {
  toasts = [];
  deliverToasts((toast) => toasts.push(toast));
  sessionStorage.clear();
});

async function requestCode(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
}

describe('Forgot password', () => {
  it('needs a valid e-mail before calling the server', async () => {
    const { requests } = fakeApi({});
    renderScreen(<ForgotPasswordScreen />, { url: paths.forgotPassword });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    await requestCode('ada@');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(requests).toHaveLength(0);
  });

  it('requests the code, remembers the e-mail, toasts and goes to create password', async () => {
    const { requests } = fakeApi({
      'POST /requestForgotPassword': () => ({ status: 200, body: { message: 'Password reset token sent successfully', data: null } }),
    });
    renderScreen(<ForgotPasswordScreen />, { url: paths.forgotPassword });
    await requestCode(' ada@mamaput.ng ');
    expect(await screen.findByTestId('location')).toHaveTextContent(paths.createPassword);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/requestForgotPassword', body: { email: 'ada@mamaput.ng' } });
    expect(sessionStorage.getItem('email')).toBe('ada@mamaput.ng');
    expect(toasts).toEqual([{ message: 'Password reset token sent successfully', variant: 'success' }]);
  });

  it("shows the server's message inline", async () => {
    fakeApi({ 'POST /requestForgotPassword': () => ({ status: 429, body: { message: 'Too many requests' } }) });
    renderScreen(<ForgotPasswordScreen />, { url: paths.forgotPassword });
    await requestCode('ada@mamaput.ng');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled());
    expect(toasts).toEqual([]);
  });

  it('links back to login', () => {
    renderScreen(<ForgotPasswordScreen />, { url: paths.forgotPassword });
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', paths.login);
  });
});
