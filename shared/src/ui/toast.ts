// Toasts without paying for them up front: notistack is fetched the first time a toast is shown.
// The shell mounts the toaster when asked (shell/src/toaster); until then messages wait here.

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
export interface ToastMessage {
  message: string;
  variant: ToastVariant;
}

let deliver: ((toast: ToastMessage) => void) | null = null;
let wake: (() => void) | null = null;
const waiting: ToastMessage[] = [];

/** Shows a toast (top-right, closes after 5 s). */
export function toast(message: string, variant: ToastVariant = 'default'): void {
  if (deliver) return deliver({ message, variant });
  waiting.push({ message, variant });
  wake?.();
}

/** The shell: `load` runs on the first toast (at once if one already waits). */
export function whenToastRequested(load: () => void): void {
  if (waiting.length) load();
  else wake = load;
}

/** The mounted toaster takes over delivery, starting with whatever waited. */
export function deliverToasts(next: (toast: ToastMessage) => void): () => void {
  deliver = next;
  waiting.splice(0).forEach(next);
  return () => {
    if (deliver === next) deliver = null;
  };
}
