import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@troo/shared';
import { renderScreen } from '@troo/shared/testing';
import { VerifiedScreen } from './VerifiedScreen';

describe('Verified', () => {
  it('confirms the account and leads to login', async () => {
    renderScreen(<VerifiedScreen />, { url: paths.verified });
    expect(screen.getByRole('heading', { level: 1, name: 'Account Verified!' })).toBeInTheDocument();
    expect(screen.getByText('Your account has been verified successfully')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in Your Account' }));
    expect(screen.getByTestId('location')).toHaveTextContent(paths.login);
  });
});
