import type { ReactNode } from 'react';
import './onboarding.css';

/** Around a screen whose route is wide (sign-in, first password): on a tablet or monitor it stays a phone's column. */
export function PhoneColumn({ children }: { children: ReactNode }) {
  return <div className="onb-phone-column">{children}</div>;
}
