import { render, screen, within } from '@testing-library/react';
import { Card, StoreIcon } from '../../src/kit';

describe('Card', () => {
  it('is a region named by its title, with its action beside it', () => {
    render(
      <Card title="Total sales" icon={StoreIcon} action={<a href="/report">View report</a>}>
        <p>No sales yet</p>
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Total sales' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Total sales' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View report' })).toBeInTheDocument();
    expect(within(card).getByText('No sales yet')).toBeInTheDocument();
  });

  it('is a plain box without a title', () => {
    render(<Card tone="tinted">Only content</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('Only content')).toHaveClass('troo-card', 'troo-card--tinted');
  });
});
