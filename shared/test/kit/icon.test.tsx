import { render, screen } from '@testing-library/react';
import { Icon, PLACE_ICONS, placeIcon, ShoppingCartIcon, CircleDashedIcon } from '../../src/kit';

describe('Icon', () => {
  it('draws a Lucide icon and hides it from assistive technology when decorative', () => {
    const { container } = render(<Icon icon={ShoppingCartIcon} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg.querySelectorAll('path, circle').length).toBeGreaterThan(1);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image with a name when it has a label', () => {
    render(<Icon icon={ShoppingCartIcon} label="Basket" size={32} />);
    const icon = screen.getByRole('img', { name: 'Basket' });
    expect(icon).toHaveAttribute('width', '32');
    expect(icon).not.toHaveAttribute('aria-hidden');
  });

  it('names an icon for every place of the portal, and a plain one for a name it does not know', () => {
    expect(placeIcon('settings')).toBe(PLACE_ICONS.settings);
    expect(placeIcon('no-such-place')).toBe(CircleDashedIcon);
    expect(placeIcon('toString')).toBe(CircleDashedIcon);
  });
});
