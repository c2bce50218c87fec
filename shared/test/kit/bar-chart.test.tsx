import { render, screen } from '@testing-library/react';
import { BarChart } from '../../src/kit';

describe('BarChart', () => {
  const points = [
    { label: 'Mon', value: 1000 },
    { label: 'Tue', value: 0 },
    { label: 'Wed', value: 4000 },
  ];

  it('draws one bar per point, the highest full height and an empty day flat', () => {
    const { container } = render(<BarChart title="Sales per day" points={points} />);
    const heights = Array.from(container.querySelectorAll('rect')).map((bar) => Number(bar.getAttribute('height')));
    expect(heights).toEqual([16, 0, 64]);
  });

  it('reads every value out under its caption', () => {
    render(<BarChart title="Sales per day" points={points} format={(value) => `₦${value}`} />);
    expect(screen.getByRole('figure', { name: 'Sales per day' })).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveTextContent('Mon: ₦1000Tue: ₦0Wed: ₦4000');
  });

  it('draws nothing tall when there are no sales at all', () => {
    const { container } = render(<BarChart title="Sales per day" points={[{ label: 'Mon', value: 0 }]} />);
    expect(container.querySelector('rect')?.getAttribute('height')).toBe('0');
  });
});
