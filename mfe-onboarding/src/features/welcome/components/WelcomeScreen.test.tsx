import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@troo/shared';
import { renderScreen } from '@troo/shared/testing';
import { WelcomeScreen } from './WelcomeScreen';

describe('Welcome', () => {
  it('names the product and offers both ways in', () => {
    renderScreen(<WelcomeScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Troo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', paths.login);
    expect(screen.getByRole('link', { name: 'Create a business account' })).toHaveAttribute('href', paths.register);
  });

  it('opens registration', async () => {
    renderScreen(<WelcomeScreen />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Create a business account' }));
    expect(screen.getByTestId('location')).toHaveTextContent(paths.register);
  });
});
