/**
 * What the door staff feel and hear with each verdict, without looking: a vibration and a short
 * beep (WebAudio, no sound file). One high beep for « valide », two mid beeps for « déjà
 * entré », one low buzz for a refusal. Best effort: a browser without vibration or audio (or
 * before any tap, iOS) stays silent. An object, so that tests can watch it.
 */
export type FeedbackTone = 'go' | 'warn' | 'stop';

const PATTERNS: Record<FeedbackTone, { vibrate: number[]; beeps: Array<{ freq: number; at: number; length: number }>; wave: OscillatorType }> = {
  go: { vibrate: [90], beeps: [{ freq: 1046, at: 0, length: 0.12 }], wave: 'sine' },
  warn: { vibrate: [70, 60, 70], beeps: [{ freq: 660, at: 0, length: 0.09 }, { freq: 660, at: 0.15, length: 0.09 }], wave: 'triangle' },
  stop: { vibrate: [250, 80, 250], beeps: [{ freq: 196, at: 0, length: 0.35 }], wave: 'square' },
};

let audio: AudioContext | null = null;

function context(): AudioContext | null {
  if (audio) return audio;
  const Ctor = (globalThis as { AudioContext?: typeof AudioContext; webkitAudioContext?: typeof AudioContext }).AudioContext ??
    (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    audio = new Ctor();
  } catch {
    audio = null;
  }
  return audio;
}

export const feedback = {
  /** Called on a tap (camera start, manual entry): lets iOS play the later beeps. */
  unlock(): void {
    void context()?.resume().catch(() => {});
  },
  signal(tone: FeedbackTone): void {
    const pattern = PATTERNS[tone];
    try {
      navigator.vibrate?.(pattern.vibrate);
    } catch {
      // Not allowed here: silent.
    }
    const ctx = context();
    if (!ctx) return;
    try {
      void ctx.resume().catch(() => {});
      const start = ctx.currentTime;
      for (const beep of pattern.beeps) {
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        osc.type = pattern.wave;
        osc.frequency.value = beep.freq;
        gain.gain.setValueAtTime(0.0001, start + beep.at);
        gain.gain.exponentialRampToValueAtTime(0.25, start + beep.at + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + beep.at + beep.length);
        osc.connect(gain).connect(ctx.destination);
        osc.start(start + beep.at);
        osc.stop(start + beep.at + beep.length + 0.02);
      }
    } catch {
      // Audio refused: the colour and the vibration remain.
    }
  },
};
