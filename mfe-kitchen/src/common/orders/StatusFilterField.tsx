import { SelectField } from '@troo/shared/kit';
import { STATUS_FILTERS, type StatusFilter } from './order-status';

/** Which orders a list shows, by status (after a rush: the refunded ones, the cancelled ones…). */
export function StatusFilterField({ value, onChange }: { value: StatusFilter; onChange: (filter: StatusFilter) => void }) {
  return (
    <div className="kt-status-filter">
      <SelectField
        label="Status"
        options={STATUS_FILTERS}
        value={value}
        onChange={(event) => onChange(event.target.value as StatusFilter)}
      />
    </div>
  );
}
