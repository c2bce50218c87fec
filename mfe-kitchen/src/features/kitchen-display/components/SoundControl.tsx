import { Button } from '@troo/shared/kit';
import type { ChimeState } from '../hooks/use-order-chime';

interface SoundControlProps {
  state: ChimeState;
  onTurnOn: () => void;
  onMute: () => void;
}

/**
 * The one control of the new-order sound: turn it on (a tap the browser requires), or mute it. While
 * the browser blocks it, the display's full-width bar (SoundBlockedBar) says so instead.
 */
export function SoundControl({ state, onTurnOn, onMute }: SoundControlProps) {
  if (state === 'on') {
    return (
      <Button variant="secondary" onClick={onMute}>
        Mute sound
      </Button>
    );
  }
  if (state === 'blocked') return null;
  return (
    <Button variant="secondary" onClick={onTurnOn}>
      {state === 'off' ? 'Tap to turn on sound' : 'Turn sound on'}
    </Button>
  );
}
