import { ORDER_STATUS_CHIPS } from '@troo/shared/kit';
import type { OrderStatus } from '@troo/shared/contract';

/** The design tokens the drawn receipt uses, read from the page so the image matches the screen. */
export interface ReceiptLook {
  font: string;
  text: string;
  muted: string;
  border: string;
  fill: string;
  primaryLight: string;
  chip: { label: string; colour: string; background: string };
}

const TONE_TOKENS = {
  neutral: ['--troo-muted', '--troo-fill'],
  info: ['--troo-info', '--troo-info-light'],
  success: ['--troo-success', '--troo-success-light'],
  warning: ['--troo-warning', '--troo-warning-light'],
  danger: ['--troo-error', '--troo-error-light'],
  primary: ['--troo-primary-strong', '--troo-primary-light'],
} as const;

export function receiptLook(status: OrderStatus, root: Element = document.documentElement): ReceiptLook {
  const style = getComputedStyle(root);
  const token = (name: string) => style.getPropertyValue(name).trim();
  const { label, tone } = ORDER_STATUS_CHIPS[status];
  const [colour, background] = TONE_TOKENS[tone];
  return {
    font: token('--troo-font') || 'sans-serif',
    text: token('--troo-text'),
    muted: token('--troo-muted'),
    border: token('--troo-border'),
    fill: token('--troo-fill'),
    primaryLight: token('--troo-primary-light'),
    chip: { label, colour: token(colour), background: token(background) },
  };
}
