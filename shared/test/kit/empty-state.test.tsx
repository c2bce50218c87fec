import { render, screen } from '@testing-library/react';
import { Button, EmptyState, ShoppingCartIcon } from '../../src/kit';

describe('EmptyState', () => {
  it('says what is missing and offers what to do, its icon decorative', () => {
    const { container } = render(
      <EmptyState title="Your cart is empty." icon={ShoppingCartIcon} action={<Button>Start Ordering</Button>}>
        <p>Add something from the menu.</p>
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart is empty.' })).toBeInTheDocument();
    expect(screen.getByText('Add something from the menu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Ordering' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
