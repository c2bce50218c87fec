import type { FormEvent } from 'react';
import { Button, Sheet, TextInput } from '@troo/shared';

interface NameSheetProps {
  open: boolean;
  name: string;
  onChange: (name: string) => void;
  onNext: () => void;
  onClose: () => void;
}

/** Step 1 of starting an order: the first name the kitchen calls out. */
export function NameSheet({ open, name, onChange, onNext, onClose }: NameSheetProps) {
  const ready = name.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onNext();
  };
  return (
    <Sheet open={open} title="What is your first name?" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <TextInput
          label="First name"
          value={name}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="given-name"
          autoCapitalize="words"
          maxLength={40}
        />
        <Button type="submit" disabled={!ready}>
          Next
        </Button>
      </form>
    </Sheet>
  );
}
