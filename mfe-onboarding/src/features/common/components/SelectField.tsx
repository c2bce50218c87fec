import { useId, type SelectHTMLAttributes } from 'react';
import './onboarding.css';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly string[];
  /** First, empty choice (e.g. 'Choose a bank'); omitted when a default is always set. */
  placeholder?: string;
}

/** A native select in the kit's field frame: native so phones show their own picker. */
export function SelectField({ label, options, placeholder, id, ...rest }: SelectFieldProps) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  return (
    <div className="troo-field troo-field--select">
      <select id={selectId} className="troo-field__input onb-select" {...rest}>
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
    </div>
  );
}
