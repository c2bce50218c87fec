import { formatKobo, formatNaira } from '@troo/shared';
import './price.css';

export type PriceProps = {
  /** 'From ₦2,500.00' on a list, where options may add to it. */
  from?: boolean;
  className?: string;
} & ({ naira: number; kobo?: never } | { kobo: number; naira?: never });

/** A price in naira, ₦1,250.00: `naira` as the API speaks it, or `kobo` as the server counts. */
export function Price({ from = false, className, ...amount }: PriceProps) {
  const text = amount.kobo !== undefined ? formatKobo(amount.kobo) : formatNaira(amount.naira);
  return <span className={`troo-price${className ? ` ${className}` : ''}`}>{from ? `From ${text}` : text}</span>;
}
