import { render, screen } from '@testing-library/react';
import { OrderStatusChip, StatusChip } from '../../src/kit';

describe('StatusChip', () => {
  it('shows a state in its tone', () => {
    render(<StatusChip tone="warning">Coming soon</StatusChip>);
    expect(screen.getByText('Coming soon')).toHaveClass('troo-chip', 'troo-chip--warning');
  });

  it.each([
    ['served', 'Served', 'troo-chip--success'],
    ['Accepted', 'Accepted', 'troo-chip--danger'],
    ['Pending', 'Scheduled', 'troo-chip--warning'],
    ['Ordered', 'New', 'troo-chip--info'],
    ['cancel', 'Cancelled', 'troo-chip--neutral'],
  ] as const)('shows the order status %s as %s, in the colour of the spec’s dot', (status, label, tone) => {
    render(<OrderStatusChip status={status} />);
    expect(screen.getByText(label)).toHaveClass(tone);
  });
});
