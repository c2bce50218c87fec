import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Shows a spinner and ignores taps while true. */
  loading?: boolean;
}

/** The themed button: filled in the business colour, or outlined/plain. */
export function Button({ variant = 'primary', loading = false, disabled, children, className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['troo-button', variant !== 'primary' && `troo-button--${variant}`, className].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <span className="troo-button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
