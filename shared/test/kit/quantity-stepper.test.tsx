import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantityStepper } from '../../src/kit';

function Harness({ start, min, max }: { start: number; min?: number; max?: number }) {
  const [quantity, setQuantity] = useState(start);
  return (
    <>
      <QuantityStepper label="Jollof Rice" value={quantity} onChange={setQuantity} min={min} max={max} />
      <p>stored {quantity}</p>
    </>
  );
}

const less = () => screen.getByRole('button', { name: 'One less Jollof Rice' });
const more = () => screen.getByRole('button', { name: 'One more Jollof Rice' });

describe('QuantityStepper', () => {
  it('counts up and down and never goes below 0', async () => {
    render(<Harness start={1} />);
    expect(screen.getByRole('group', { name: 'Quantity of Jollof Rice' })).toHaveTextContent('1');
    await userEvent.click(more());
    expect(screen.getByText('stored 2')).toBeInTheDocument();
    await userEvent.click(less());
    await userEvent.click(less());
    expect(screen.getByText('stored 0')).toBeInTheDocument();
    expect(less()).toBeDisabled();
  });

  it('stops at a configured minimum and maximum; a negative minimum still stops at 0', async () => {
    const { unmount } = render(<Harness start={1} min={1} max={2} />);
    expect(less()).toBeDisabled();
    await userEvent.click(more());
    expect(more()).toBeDisabled();
    expect(screen.getByText('stored 2')).toBeInTheDocument();
    unmount();

    render(<Harness start={0} min={-5} />);
    expect(less()).toBeDisabled();
    expect(screen.getByRole('group')).toHaveTextContent('0');
  });
});
