import type { CSSProperties } from 'react';
import './skeleton.css';

export interface SkeletonProps {
  width?: string | number;
  height?: string | number;
  /** 'circle' for avatars and logos. */
  shape?: 'block' | 'text' | 'circle';
  className?: string;
}

/** A grey shape where content will be, so the layout does not move when it arrives. Decorative. */
export function Skeleton({ width, height, shape = 'block', className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  return <span className={`troo-skeleton troo-skeleton--${shape}${className ? ` ${className}` : ''}`} style={style} aria-hidden="true" />;
}

export interface SkeletonListProps {
  /** Read out while loading ('Loading outlets…'). */
  label: string;
  rows?: number;
  /** Rows with a leading square (an icon or a picture). */
  withMedia?: boolean;
}

/** A loading list: rows of skeletons, announced to screen readers by `label`. */
export function SkeletonList({ label, rows = 3, withMedia = true }: SkeletonListProps) {
  return (
    <div role="status" className="troo-skeleton-list">
      <span className="troo-visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="troo-skeleton-list__row" aria-hidden="true">
          {withMedia ? <Skeleton width={44} height={44} /> : null}
          <span className="troo-skeleton-list__lines">
            <Skeleton shape="text" width="60%" />
            <Skeleton shape="text" width="35%" />
          </span>
        </div>
      ))}
    </div>
  );
}
