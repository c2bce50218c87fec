import { useId, useState } from 'react';
import { FieldError } from '@troo/shared';
import { IMAGE_TOO_LARGE, IMAGE_TYPES, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from '@troo/shared/contract';
import { Icon } from './icons/Icon';
import { ImageUpIcon } from './icons/lucide';
import './file-picker.css';

export interface FilePickerProps {
  /** The field's name ('Business logo'); also what screen readers call the control. */
  label: string;
  /** What the tap target says before a file is chosen ('Choose a logo'). */
  prompt?: string;
  /** Which files, and how large, in words ('PNG, JPEG or WebP, up to 2 MB.'). */
  hint?: string;
  /** MIME types accepted; others are refused with `wrongTypeMessage`. */
  accept?: readonly string[];
  /** Larger files are refused with `tooLargeMessage` (the spec's 2 MB rule by default). */
  maxBytes?: number;
  tooLargeMessage?: string;
  wrongTypeMessage?: string;
  /** URL of the chosen (or saved) picture, shown as the preview. */
  preview?: string | null;
  previewAlt?: string;
  /** An accepted file. */
  onPick: (file: File) => void;
  /** A refused file: whatever was chosen before should go (the preview no longer matches). */
  onReject?: () => void;
  /** A message from outside (the file could not be read, the server refused it). */
  error?: string | null;
  required?: boolean;
  /** A short row (40 px preview) for a picture among others, e.g. one per option in a list. */
  compact?: boolean;
}

/**
 * A styled file field: a large tap target with the preview of what was chosen. Files of the wrong
 * type or over the size limit are refused here with the spec's message, before anything is read.
 */
export function FilePicker({
  label,
  prompt = 'Choose a file',
  hint = 'PNG, JPEG or WebP, up to 2 MB.',
  accept = IMAGE_TYPES,
  maxBytes = MAX_IMAGE_BYTES,
  tooLargeMessage = IMAGE_TOO_LARGE,
  wrongTypeMessage = NOT_AN_IMAGE,
  preview,
  previewAlt = 'Chosen picture',
  onPick,
  onReject,
  error,
  required,
  compact = false,
}: FilePickerProps) {
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const message = refusal ?? error ?? null;

  const choose = (file: File | undefined) => {
    if (!file) return;
    // Some phone pickers give no type at all; only a known other type is refused here.
    const problem = file.type && !accept.includes(file.type) ? wrongTypeMessage : file.size > maxBytes ? tooLargeMessage : null;
    setRefusal(problem);
    setFileName(problem ? null : file.name);
    if (problem) onReject?.();
    else onPick(file);
  };

  return (
    <div className={`troo-file${compact ? ' troo-file--compact' : ''}${message ? ' troo-file--error' : ''}`}>
      <span id={`${id}-label`} className="troo-file__label">
        {label}
      </span>
      <input
        id={id}
        className="troo-file__input"
        type="file"
        accept={accept.join(',')}
        required={required}
        aria-labelledby={`${id}-label`}
        aria-describedby={message ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={message ? true : undefined}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          // The same file chosen again (after fixing it elsewhere) must fire a change too.
          event.target.value = '';
        }}
      />
      <label className="troo-file__target" htmlFor={id}>
        {preview ? (
          <img className="troo-file__preview" src={preview} alt={previewAlt} width={64} height={64} />
        ) : (
          <span className="troo-file__icon">
            <Icon icon={ImageUpIcon} size={compact ? 20 : 26} />
          </span>
        )}
        <span className="troo-file__text">
          <span className="troo-file__prompt" aria-hidden="true">
            {preview ? (fileName ?? 'Chosen') : prompt}
          </span>
          <span id={`${id}-hint`} className="troo-file__hint">
            {preview ? 'Tap to change' : hint}
          </span>
        </span>
      </label>
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
