import type { InputHTMLAttributes } from 'react';
import './checkbox-field.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  /** A line under the label saying what it changes. */
  hint?: string;
}

/** A yes/no choice with its label as the tap target (sold out, recommended, one price for all). */
export function CheckboxField({ label, hint, className, ...rest }: CheckboxFieldProps) {
  return (
    <label className={`troo-checkbox${className ? ` ${className}` : ''}`}>
      <input type="checkbox" className="troo-checkbox__input" {...rest} />
      <span>
        <span className="troo-checkbox__label">{label}</span>
        {hint ? <span className="troo-checkbox__hint">{hint}</span> : null}
      </span>
    </label>
  );
}
