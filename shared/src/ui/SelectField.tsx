import { useId, type SelectHTMLAttributes } from 'react';
import { FieldError } from './FieldError';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly string[];
  /** First, empty choice (e.g. 'Choose a bank'); omitted when a default is always set. */
  placeholder?: string;
  /** Shown beneath in red, with a red border, like the kit's text inputs. */
  error?: string | null;
}

/** A native select in the kit's field frame: native so phones show their own picker. */
export function SelectField({ label, options, placeholder, id, error, ...rest }: SelectFieldProps) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  const errorId = `${selectId}-error`;
  return (
    <div className={`troo-field troo-field--select${error ? ' troo-field--error' : ''}`}>
      <select
        id={selectId}
        className="troo-field__input troo-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <label className="troo-field__label" htmlFor={selectId}>
        {label}
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
