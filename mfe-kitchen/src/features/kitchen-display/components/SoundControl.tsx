import { Button } from '@troo/shared/kit';
import type { ChimeState } from '../hooks/use-order-chime';

interface SoundControlProps {
  state: ChimeState;
  onTurnOn: () => void;
  onMute: () => void;
}

/** The one control of the new-order sound: turn it on (a tap the browser requires), or mute it; says when the browser blocks it. */
export function SoundControl({ state, onTurnOn, onMute }: SoundControlProps) {
  if (state === 'on') {
    return (
      <Button variant="secondary" onClick={onMute}>
        Mute sound
      </Button>
    );
  }
  if (state === 'blocked') {
    return (
      <Button variant="secondary" onClick={onTurnOn}>
        Sound is blocked: tap to turn it on
      </Button>
    );
  }
  return (
    <Button variant="secondary" onClick={onTurnOn}>
      {state === 'off' ? 'Tap to turn on sound' : 'Turn sound on'}
    </Button>
  );
}
