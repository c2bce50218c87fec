import { fireEvent, render, screen } from '@testing-library/react';
import { AspectImage, srcSetOf } from '../../src/kit';

describe('AspectImage', () => {
  it('reserves the slot by its ratio and loads lazily', () => {
    const { container } = render(<AspectImage src="/api/images/jollof" alt="Jollof rice" ratio={1} />);
    const image = screen.getByRole('img', { name: 'Jollof rice' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(container.firstElementChild).toHaveStyle({ aspectRatio: '1' });
  });

  it('loads at once when it is above the fold', () => {
    render(<AspectImage src="/logo" alt="Logo" priority />);
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('loading', 'eager');
  });

  it('offers resized copies for the browser to choose from', () => {
    const variants = [
      { url: '/api/images/jollof?w=320', width: 320 },
      { url: '/api/images/jollof?w=640', width: 640 },
    ];
    render(<AspectImage src="/api/images/jollof" variants={variants} sizes="50vw" alt="Jollof rice" />);
    const image = screen.getByRole('img', { name: 'Jollof rice' });
    expect(image).toHaveAttribute('srcset', '/api/images/jollof?w=320 320w, /api/images/jollof?w=640 640w');
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(srcSetOf([])).toBe('');
  });

  it('shows a quiet placeholder, keeping its name, when there is no picture or it fails', () => {
    const { container, rerender } = render(<AspectImage src={null} alt="Soup" />);
    expect(screen.getByRole('img', { name: 'Soup' })).toHaveClass('troo-image--empty');

    rerender(<AspectImage src="/broken" alt="" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.troo-image--empty')).not.toBeNull();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
