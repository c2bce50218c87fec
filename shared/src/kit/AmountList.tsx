import { formatNaira } from '@troo/shared';
import './amount-list.css';

export type AmountRow = {
  label: string;
  /** Naira, as the API speaks it. */
  naira: number;
  /** Said instead of the amount ("Cancelled"). */
  text?: string;
  /** The figure the reader looks for: what is paid or owed in all. */
  strong?: boolean;
  testId?: string;
  /** Tells rows with the same label apart (two cash payments); the label by default. */
  id?: string;
};

/** A bill's or receipt's figures: each label with its amount on the right, the one that matters in bold. */
export function AmountList({ rows, className }: { rows: AmountRow[]; className?: string }) {
  return (
    <dl className={`troo-amounts${className ? ` ${className}` : ''}`}>
      {rows.map((row) => (
        <div key={row.id ?? row.label} className={row.strong ? 'troo-amounts__strong' : undefined}>
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>{row.text ?? formatNaira(row.naira)}</dd>
        </div>
      ))}
    </dl>
  );
}
