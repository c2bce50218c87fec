import { Button } from '@troo/shared';

/** What a diner sees when a call failed (usually a weak network): the reason and a way to try again. */
export function RetryMessage({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="troo-stack">
      <p className="troo-muted">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
