import { useId, type InputHTMLAttributes } from 'react';
import { FieldError } from './FieldError';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'placeholder'> {
  label: string;
  /** Shown beneath in red, with a red border, when set. */
  error?: string | null;
}

/** Text input with a floating label, an optional maxLength and an error line. */
export function TextInput({ label, error, className, id, ...rest }: TextInputProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  return (
    <div className={`troo-field${error ? ' troo-field--error' : ''}${className ? ` ${className}` : ''}`}>
      <input
        id={inputId}
        className="troo-field__input"
        placeholder=" "
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      <label className="troo-field__label" htmlFor={inputId}>
        {label}
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
