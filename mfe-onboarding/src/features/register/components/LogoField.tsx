import { useState } from 'react';
import { FilePicker } from '@troo/shared/kit';
import { NOT_AN_IMAGE } from '@troo/shared/contract';
import { logoDataUrl } from '../hooks/logo-data-url';

/**
 * The business logo: the kit's file picker (type and 2 MB checked before anything is read), with
 * the chosen logo's preview. A refused or unreadable file clears the logo, so no stale one stays.
 */
export function LogoField({ value, onChange }: { value: string; onChange: (dataUrl: string) => void }) {
  const [readError, setReadError] = useState<string | null>(null);

  const pick = async (file: File) => {
    setReadError(null);
    try {
      onChange(await logoDataUrl(file));
    } catch {
      setReadError(NOT_AN_IMAGE);
      onChange('');
    }
  };

  return (
    <FilePicker
      label="Business logo"
      prompt="Choose a logo"
      preview={value || null}
      previewAlt="Chosen logo"
      onPick={(file) => void pick(file)}
      onReject={() => onChange('')}
      error={readError}
      required
    />
  );
}
