import type { ReactNode } from 'react';
import { Button } from '@troo/shared';

export interface FormActionsProps {
  /** The submit button's words (default 'Save'). */
  submitLabel?: string;
  /** The form is being sent: the submit button spins and ignores taps. */
  busy: boolean;
  /** The way out of a sheet's form; a form on the page itself (no sheet to close) has none. */
  onCancel?: () => void;
  /** Other actions, between submit and Cancel (e.g. a Remove). */
  children?: ReactNode;
}

/** The foot of a form: submit, any other actions, then Cancel (in a sheet), stacked for thumbs. */
export function FormActions({ submitLabel = 'Save', busy, onCancel, children }: FormActionsProps) {
  return (
    <div className="troo-stack">
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
      {children}
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </div>
  );
}
