import { useState, type FormEvent } from 'react';
import { Button, CheckboxField, Sheet, TextInput } from '@troo/shared/kit';
import { SCHEDULE_TOO_FAR } from '@troo/shared/contract';
import { latestScheduledDay, tomorrow } from '../hooks/delivery-form';

interface ScheduleSheetProps {
  open: boolean;
  onClose: () => void;
  /** Empty date and time when the order is not scheduled. */
  onContinue: (schedule: { date: string; time: string }) => void;
}

/** Spec §5: a scheduled delivery is from tomorrow on (the default), and needs both a date and a time. */
export function ScheduleSheet({ open, onClose, onContinue }: ScheduleSheetProps) {
  const earliest = tomorrow();
  const [scheduled, setScheduled] = useState(false);
  const [date, setDate] = useState(earliest);
  const [time, setTime] = useState('');
  const latest = latestScheduledDay();
  const dateError =
    !scheduled || date === '' ? null : date < earliest ? 'Choose a date from tomorrow on' : date > latest ? SCHEDULE_TOO_FAR : null;
  const ready = !scheduled || (date !== '' && time !== '' && !dateError);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onContinue(scheduled ? { date, time } : { date: '', time: '' });
  };
  return (
    <Sheet open={open} title="Schedule your delivery" onClose={onClose}>
      <form onSubmit={submit} noValidate className="troo-stack">
        <CheckboxField label="Schedule for later" checked={scheduled} onChange={(event) => setScheduled(event.target.checked)} />
        <TextInput
          label="Date"
          type="date"
          min={earliest}
          max={latest}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          disabled={!scheduled}
          error={dateError}
        />
        <TextInput label="Time" type="time" value={time} onChange={(event) => setTime(event.target.value)} disabled={!scheduled} />
        <Button type="submit" disabled={!ready}>
          Continue
        </Button>
      </form>
    </Sheet>
  );
}
