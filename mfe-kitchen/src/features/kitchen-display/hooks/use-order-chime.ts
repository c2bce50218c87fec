import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * off: never turned on on this device; on; muted by staff; blocked: turned on on this device before,
 * but this page may not play sound until someone taps it (the browser's rule).
 */
export type ChimeState = 'off' | 'on' | 'muted' | 'blocked';

/** This device's choice, kept across loads: 'on' or 'muted'. */
const SOUND_CHOICE_KEY = 'troo-kitchen-sound';

function storedChoice(): 'on' | 'muted' | null {
  try {
    const choice = localStorage.getItem(SOUND_CHOICE_KEY);
    return choice === 'on' || choice === 'muted' ? choice : null;
  } catch {
    return null; // storage refused (private mode): the choice lasts this page only
  }
}

function rememberChoice(choice: 'on' | 'muted') {
  try {
    localStorage.setItem(SOUND_CHOICE_KEY, choice);
  } catch {
    // as above
  }
}

function initialState(): ChimeState {
  const choice = storedChoice();
  return choice === 'on' ? 'blocked' : choice === 'muted' ? 'muted' : 'off';
}

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
 * on a device that never chose it starts 'off' with a control to turn it on (which rings once, so
 * staff hear what to listen for); staff can mute it and turn it on again. The choice is kept on the
 * device: chosen 'on' before, a load tries to play at once and, while the browser blocks it, says so
 * and lets the first tap anywhere on the page turn it on.
 */
export function useOrderChime() {
  const context = useRef<AudioContext | null>(null);
  const [state, setState] = useState<ChimeState>(initialState);
  const current = useRef<ChimeState>(state);
  const set = (next: ChimeState) => {
    current.current = next;
    setState(next);
  };

  const audio = () => {
    const Context = audioContextClass();
    if (!Context) return null;
    context.current ??= new Context();
    return context.current;
  };

  const turnOn = () => {
    const playing = audio();
    if (!playing) return;
    void playing.resume();
    rememberChoice('on');
    set('on');
    ring(playing);
  };

  useEffect(() => {
    if (current.current !== 'blocked') return undefined;
    const playing = audio();
    if (!playing) return undefined;
    void playing.resume().then(() => {
      if (playing.state === 'running' && current.current === 'blocked') set('on');
    });
    const unblock = () => {
      if (current.current !== 'blocked') return;
      void playing.resume();
      set('on');
    };
    window.addEventListener('pointerdown', unblock, { once: true });
    return () => window.removeEventListener('pointerdown', unblock);
  }, []);

  const chime = useCallback(() => {
    if (current.current === 'on' && context.current) ring(context.current);
  }, []);

  const mute = () => {
    rememberChoice('muted');
    set('muted');
  };

  return { state, turnOn, mute, chime };
}
