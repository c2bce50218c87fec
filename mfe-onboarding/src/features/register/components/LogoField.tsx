import { useId } from 'react';
import { FieldError } from '@troo/shared';
import '../../../common/components/onboarding.css';
import { LOGO_TYPES, useLogoPicker } from '../hooks/use-logo-picker';

/** The business logo: a native file picker, checked in the browser, with a small preview. */
export function LogoField({ value, onChange }: { value: string; onChange: (dataUrl: string) => void }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { error, pick } = useLogoPicker(onChange);
  return (
    <div className="onb-file">
      <label className="onb-file__label" htmlFor={id}>
        Business logo
      </label>
      <input
        id={id}
        type="file"
        accept={LOGO_TYPES.join(',')}
        required
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      <p id={hintId} className="onb-file__hint troo-muted">
        PNG, JPEG or WebP, up to 2 MB.
      </p>
      {value ? <img className="onb-file__preview" src={value} alt="Chosen logo" /> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
