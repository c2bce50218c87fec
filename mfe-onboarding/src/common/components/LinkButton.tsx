import type { ButtonHTMLAttributes } from 'react';
import './onboarding.css';

/** An action that reads like a link ('Resend Code'), but is a button because it does not navigate. */
export function LinkButton({ className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={`onb-link-button${className ? ` ${className}` : ''}`} {...rest} />;
}
