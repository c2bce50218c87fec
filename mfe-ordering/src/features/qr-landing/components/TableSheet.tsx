import type { FormEvent } from 'react';
import { Button, Sheet, TextInput } from '@troo/shared';

/** Table numbers are digits only; anything else typed is dropped as it is typed. */
export const onlyDigits = (text: string) => text.replace(/\D/g, '');

interface TableSheetProps {
  open: boolean;
  table: string;
  onChange: (table: string) => void;
  onNext: () => void;
  onClose: () => void;
}

/** Step 2 of starting an order from a link that carries no table number: which table to serve. */
export function TableSheet({ open, table, onChange, onNext, onClose }: TableSheetProps) {
  const ready = table !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onNext();
  };
  return (
    <Sheet open={open} title="What is your table number?" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <TextInput
          label="Table number"
          value={table}
          onChange={(event) => onChange(onlyDigits(event.target.value))}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
        />
        <Button type="submit" disabled={!ready}>
          Continue
        </Button>
      </form>
    </Sheet>
  );
}
