import { useEffect } from 'react';
import { Button, TextInput } from '@troo/shared';
import { useTipChoice } from '../hooks/use-tip-choice';
import { TipPresets } from './TipPresets';
import { TipSummary } from './TipSummary';

interface TipFormProps {
  total: number;
  storedTip: number;
  /** Each change of the tip, as it is chosen. */
  onChoose: (tip: number) => void;
  onDone: (tip: number) => void;
}

/** A preset or a custom amount, the resulting total, then Continue or No Tip. */
export function TipForm({ total, storedTip, onChoose, onDone }: TipFormProps) {
  const tip = useTipChoice(total, storedTip);
  const { choice } = tip;
  useEffect(() => {
    onChoose(tip.amount);
  }, [onChoose, tip.amount]);
  return (
    <>
      <TipPresets total={total} selected={choice.kind === 'preset' ? choice.percent : null} onToggle={tip.togglePreset} />
      <TextInput
        label="Custom amount (₦)"
        value={choice.kind === 'custom' ? choice.text : ''}
        onChange={(event) => tip.setCustom(event.target.value)}
        inputMode="decimal"
        autoComplete="off"
        maxLength={12}
        error={tip.customInvalid ? 'Enter the amount in numbers, e.g. 500.' : null}
      />
      <TipSummary total={total} tip={tip.amount} />
      <div className="troo-stack">
        <Button onClick={() => onDone(tip.amount)}>Continue</Button>
        <Button variant="secondary" onClick={() => onDone(0)}>
          No Tip
        </Button>
      </div>
    </>
  );
}
