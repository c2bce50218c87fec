import { render, screen } from '@testing-library/react';
import { Price } from '../../src/kit';

describe('Price', () => {
  it('writes naira with the sign, separators and kobo', () => {
    render(<Price naira={2500} />);
    expect(screen.getByText('₦2,500.00')).toHaveClass('troo-price');
  });

  it('takes kobo as the server counts it, and says From on lists', () => {
    render(<Price kobo={123456} from />);
    expect(screen.getByText('From ₦1,234.56')).toBeInTheDocument();
  });
});
