import type { FormEvent, ReactNode } from 'react';
import { Button, Sheet } from '@troo/shared';
import { Icon } from './icons/Icon';
import { TriangleAlertIcon } from './icons/lucide';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, e.g. the spec's 'Are you sure you want to remove this menu?'. */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' for what cannot be undone (removing): a red button and a warning mark. */
  tone?: 'danger' | 'default';
  /** The confirmation is running: its button spins and ignores taps. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Fields the confirmation needs (a reason); Enter in them confirms. */
  children?: ReactNode;
}

/**
 * Asks before doing something that matters. Cancel has the focus first, so a stray Enter never
 * removes anything; Escape and a tap outside cancel.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'default',
  busy = false,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };
  return (
    <Sheet open={open} title={title} onClose={onCancel}>
      <form onSubmit={submit} noValidate>
        <div className="troo-confirm__message">
          {tone === 'danger' ? (
            <span className="troo-confirm__mark">
              <Icon icon={TriangleAlertIcon} size={22} />
            </span>
          ) : null}
          <div>{message}</div>
        </div>
        {children}
        <div className="troo-stack">
          <Button type="submit" variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
