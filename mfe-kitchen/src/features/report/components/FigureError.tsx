import type { Query } from '@troo/shared';

/** A figure that could not be read says so, with a way to ask again; the last figures stay. */
export function FigureError({ query }: { query: Query<unknown> }) {
  if (query.status !== 'error') return null;
  return (
    <p className="troo-field__error" role="alert">
      {query.error.message}{' '}
      <button type="button" className="kt-report__retry" onClick={query.retry}>
        Try again
      </button>
    </p>
  );
}
