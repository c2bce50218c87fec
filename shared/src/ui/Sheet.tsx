import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface SheetProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A bottom sheet dialog: popups, confirmations and forms over the current screen. */
export function Sheet({ open, title, onClose, children }: SheetProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose, so a parent passing a new function each render does not re-run the effect.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    // A control marked data-autofocus (a confirmation's Cancel) goes first, else the first control.
    const first =
      panel.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel.current?.querySelector<HTMLElement>('input, button, select, textarea, [tabindex]');
    first?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && close.current();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) return null;
  return (
    <div className="troo-sheet-backdrop" role="presentation" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={panel} className="troo-sheet" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="troo-sheet__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
