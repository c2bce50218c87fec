import { useId, useState, type InputHTMLAttributes } from 'react';
import { FieldError } from '@troo/shared';

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'placeholder'> {
  label: string;
  error?: string | null;
}

/** Password input with a floating label and a Show/Hide toggle. */
export function PasswordInput({ label, error, id, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  return (
    <div className={`troo-field troo-field--password${error ? ' troo-field--error' : ''}`}>
      <input
        id={inputId}
        type={visible ? 'text' : 'password'}
        className="troo-field__input"
        placeholder=" "
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      <label className="troo-field__label" htmlFor={inputId}>
        {label}
      </label>
      <button
        type="button"
        className="troo-field__toggle"
        aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? 'Hide' : 'Show'}
      </button>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
