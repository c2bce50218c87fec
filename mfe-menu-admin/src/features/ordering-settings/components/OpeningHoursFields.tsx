import { CheckboxField, TextInput } from '@troo/shared/kit';
import { WEEKDAYS, type DayHours } from '../hooks/ordering-form';

interface OpeningHoursFieldsProps {
  limitHours: boolean;
  days: DayHours[];
  onLimitChange: (limit: boolean) => void;
  onDaysChange: (days: DayHours[]) => void;
}

/** Always open, or one opening per weekday (Lagos time; a closing time before the opening runs past midnight). */
export function OpeningHoursFields({ limitHours, days, onLimitChange, onDaysChange }: OpeningHoursFieldsProps) {
  const set = (index: number, patch: Partial<DayHours>) => onDaysChange(days.map((day, i) => (i === index ? { ...day, ...patch } : day)));
  return (
    <>
      <CheckboxField
        label="Set opening hours"
        hint="Off: diners can order at any time. Closing before opening means after midnight."
        checked={limitHours}
        onChange={(event) => onLimitChange(event.target.checked)}
      />
      {limitHours ? (
        <ul className="ma-ordering__days" aria-label="Opening hours">
          {WEEKDAYS.map((name, index) => (
            <li key={name} className="ma-ordering__day">
              <CheckboxField
                label={`Open on ${name}`}
                checked={days[index]!.open}
                onChange={(event) => set(index, { open: event.target.checked })}
              />
              {days[index]!.open ? (
                <div className="troo-row">
                  <TextInput
                    type="time"
                    label={`${name} opens`}
                    value={days[index]!.opens}
                    onChange={(event) => set(index, { opens: event.target.value })}
                  />
                  <TextInput
                    type="time"
                    label={`${name} closes`}
                    value={days[index]!.closes}
                    onChange={(event) => set(index, { closes: event.target.value })}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
