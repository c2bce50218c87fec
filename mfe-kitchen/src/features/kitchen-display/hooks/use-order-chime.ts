import { useCallback, useRef, useState } from 'react';

/** off: the browser has not been allowed to play sound yet (it needs a tap); on; muted by staff. */
export type ChimeState = 'off' | 'on' | 'muted';

type AudioContextClass = typeof AudioContext;

const audioContextClass = (): AudioContextClass | undefined =>
  window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;

/** Two short rising tones: heard over a kitchen, and made here so no sound file is downloaded. */
function ring(context: AudioContext) {
  const start = context.currentTime;
  [880, 1320].forEach((frequency, index) => {
    const at = start + index * 0.18;
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, at);
    volume.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    tone.connect(volume).connect(context.destination);
    tone.start(at);
    tone.stop(at + 0.17);
  });
}

/**
 * The new-order sound of the kitchen display. Browsers play sound only after a tap on the page, so
 * it starts 'off' with a control to turn it on (which rings once, so staff hear what to listen for);
 * staff can mute it and turn it on again.
 */
export function useOrderChime() {
  const context = useRef<AudioContext | null>(null);
  const [state, setState] = useState<ChimeState>('off');
  const current = useRef<ChimeState>('off');
  const set = (next: ChimeState) => {
    current.current = next;
    setState(next);
  };

  const turnOn = () => {
    const Context = audioContextClass();
    if (!Context) return;
    context.current ??= new Context();
    void context.current.resume();
    set('on');
    ring(context.current);
  };

  const chime = useCallback(() => {
    if (current.current === 'on' && context.current) ring(context.current);
  }, []);

  return { state, turnOn, mute: () => set('muted'), chime };
}
