import { render, screen } from '@testing-library/react';
import { AmountList } from '../../src/kit';

describe('AmountList', () => {
  it('pairs each label with its amount in naira, or with its words where it has no amount', () => {
    render(
      <AmountList
        rows={[
          { label: 'Order - 1', naira: 2500 },
          { label: 'Order - 2', naira: 1200, text: 'Cancelled' },
          { label: 'Balance', naira: 1234.5, strong: true, testId: 'balance' },
        ]}
      />,
    );
    const pairs = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Order - 1', '₦2,500.00'],
      ['Order - 2', 'Cancelled'],
      ['Balance', '₦1,234.50'],
    ]);
    expect(screen.getByTestId('balance')).toHaveTextContent('₦1,234.50');
  });

  it('sets the figure that matters apart, and only that one', () => {
    render(
      <AmountList
        rows={[
          { label: 'Total', naira: 10 },
          { label: 'Balance', naira: 5, strong: true },
        ]}
      />,
    );
    const strong = screen.getAllByRole('term').map((term) => term.parentElement!.classList.contains('troo-amounts__strong'));
    expect(strong).toEqual([false, true]);
  });

  it('keeps two payments of the same label apart', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AmountList
        rows={[
          { label: 'Cash', naira: 1000, id: 'a' },
          { label: 'Cash', naira: 500, id: 'b' },
        ]}
      />,
    );
    expect(screen.getAllByText('Cash')).toHaveLength(2);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
