import { useState } from 'react';
import { parseNaira } from '@troo/shared/contract';
import { presetAmount, TIP_PRESETS } from './tip-presets';

/** One preset or a custom amount, never both. */
export type TipChoice = { kind: 'none' } | { kind: 'preset'; percent: number } | { kind: 'custom'; text: string };

const NONE: TipChoice = { kind: 'none' };

/** Coming back to this screen shows the tip chosen before. */
function initialChoice(total: number, storedTip: number): TipChoice {
  if (storedTip <= 0) return NONE;
  const percent = TIP_PRESETS.find((p) => presetAmount(total, p) === storedTip);
  return percent !== undefined ? { kind: 'preset', percent } : { kind: 'custom', text: String(storedTip) };
}

export function useTipChoice(total: number, storedTip: number) {
  const [choice, setChoice] = useState<TipChoice>(() => initialChoice(total, storedTip));

  const customAmount = choice.kind === 'custom' ? parseNaira(choice.text) : null;
  const amount = choice.kind === 'preset' ? presetAmount(total, choice.percent) : (customAmount ?? 0);

  return {
    choice,
    /** The tip to charge; a custom text that is not a number counts as no tip. */
    amount,
    customInvalid: choice.kind === 'custom' && customAmount === null,
    /** Tapping the selected preset again unselects it. */
    togglePreset: (percent: number) =>
      setChoice((current) => (current.kind === 'preset' && current.percent === percent ? NONE : { kind: 'preset', percent })),
    setCustom: (text: string) => setChoice(text.trim() === '' ? NONE : { kind: 'custom', text }),
  };
}
