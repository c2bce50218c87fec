import { render, screen } from '@testing-library/react';
import { QueryState } from '@troo/shared';
import { Skeleton, SkeletonList } from '../../src/kit';

describe('Skeleton', () => {
  it('draws decorative shapes of the given size', () => {
    const { container } = render(<Skeleton width={120} height={20} shape="circle" />);
    const shape = container.querySelector('.troo-skeleton')!;
    expect(shape).toHaveAttribute('aria-hidden', 'true');
    expect(shape).toHaveStyle({ width: '120px', height: '20px' });
    expect(shape).toHaveClass('troo-skeleton--circle');
  });

  it('announces a loading list by its label and draws its rows', () => {
    const { container } = render(<SkeletonList label="Loading outlets…" rows={4} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading outlets…');
    expect(container.querySelectorAll('.troo-skeleton-list__row')).toHaveLength(4);
  });

  it('is what QueryState draws while a read is on its way', () => {
    const loading = { status: 'loading', data: undefined, error: null, retry: () => undefined } as const;
    render(
      <QueryState query={loading} loadingText="Loading the menu…" placeholder={<Skeleton />}>
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the menu…');
    expect(screen.getByRole('status').querySelector('.troo-skeleton')).not.toBeNull();
  });
});
