import { formatNaira } from '@troo/shared';
import { presetAmount, presetLabel, TIP_PRESETS } from '../hooks/tip-presets';

interface TipPresetsProps {
  total: number;
  selected: number | null;
  onToggle: (percent: number) => void;
}

/** Three toggle buttons, each showing its percent and what it comes to. */
export function TipPresets({ total, selected, onToggle }: TipPresetsProps) {
  return (
    <div className="co-tip__presets" role="group" aria-label="Tip presets">
      {TIP_PRESETS.map((percent) => (
        <button
          key={percent}
          type="button"
          className="co-tip__preset"
          aria-pressed={selected === percent}
          onClick={() => onToggle(percent)}
        >
          <span className="co-tip__percent">{presetLabel(percent)}</span>
          <span>{formatNaira(presetAmount(total, percent))}</span>
        </button>
      ))}
    </div>
  );
}
