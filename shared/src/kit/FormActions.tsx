import type { ReactNode } from 'react';
import { Button } from '@troo/shared';

export interface FormActionsProps {
  /** The submit button's words (default 'Save'). */
  submitLabel?: string;
  /** The form is being sent: the submit button spins and ignores taps. */
  busy: boolean;
  onCancel: () => void;
  /** Other actions, between submit and Cancel (e.g. a Remove). */
  children?: ReactNode;
}

/** The foot of a form in a sheet: submit, any other actions, then Cancel, stacked for thumbs. */
export function FormActions({ submitLabel = 'Save', busy, onCancel, children }: FormActionsProps) {
  return (
    <div className="troo-stack">
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
      {children}
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
