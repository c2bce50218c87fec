import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@troo/shared/contract';

export interface OtpInputProps {
  /** Six entries, '' where a box is empty. */
  value: string[];
  onChange: (value: string[]) => void;
  length?: number;
  label?: string;
}

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** Six single-digit boxes; non-digits are stripped, focus moves on, paste fills them all. */
export function OtpInput({ value, onChange, length = OTP_LENGTH, label = 'Verification code' }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const setFrom = (start: number, text: string) => {
    const digits = digitsOnly(text)
      .slice(0, length - start)
      .split('');
    if (digits.length === 0) {
      const next = [...value];
      next[start] = '';
      onChange(next);
      return;
    }
    const next = [...value];
    digits.forEach((digit, offset) => (next[start + offset] = digit));
    onChange(next);
    boxes.current[Math.min(start + digits.length, length - 1)]?.focus();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) boxes.current[index - 1]?.focus();
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    setFrom(index, event.clipboardData.getData('text'));
  };

  return (
    <div className="troo-otp" role="group" aria-label={label}>
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          className="troo-otp__box"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${length}`}
          value={value[index] ?? ''}
          onChange={(event) => setFrom(index, event.target.value.slice(-1) || event.target.value)}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
        />
      ))}
    </div>
  );
}

export const emptyOtp = (length = OTP_LENGTH) => Array.from({ length }, () => '');
export const otpComplete = (value: string[], length = OTP_LENGTH) => value.length === length && value.every((d) => /^\d$/.test(d));
