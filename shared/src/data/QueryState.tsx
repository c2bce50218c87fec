import type { ReactNode } from 'react';
import { Button } from '../ui/Button';
import type { Query } from './use-api-query';

/** A read that failed: why, and a way to try again (usually a weak network). */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="troo-stack">
      <p className="troo-muted">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

interface QueryStateProps<T> {
  query: Query<T>;
  /** Read by screen readers while the answer is on its way (and shown when there is no placeholder). */
  loadingText: string;
  /** The shape of what is coming (the kit's skeletons), drawn while loading instead of the text. */
  placeholder?: ReactNode;
  /** Shown above 'Try again' when the read failed; the server's message when left out. */
  errorText?: string;
  /** Whether the answer has nothing to show, and what to say then. */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  /** Drawn instead of emptyText (the kit's EmptyState). */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** The loading, error-with-retry and empty states of a read, the same on every screen; the answer goes to `children`. */
export function QueryState<T>({ query, loadingText, placeholder, errorText, isEmpty, emptyText, empty, children }: QueryStateProps<T>) {
  if (query.status === 'loading') {
    if (placeholder) {
      return (
        <div role="status">
          <span className="troo-visually-hidden">{loadingText}</span>
          <div aria-hidden="true">{placeholder}</div>
        </div>
      );
    }
    return (
      <p role="status" className="troo-muted troo-centre">
        {loadingText}
      </p>
    );
  }
  if (query.status === 'error') return <LoadFailed message={errorText ?? query.error.message} onRetry={query.retry} />;
  if (isEmpty?.(query.data)) return empty ?? <p className="troo-muted troo-centre">{emptyText}</p>;
  return <>{children(query.data)}</>;
}
