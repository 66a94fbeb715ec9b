/**
 * The end of a rest, felt and heard: a vibration where the device has one, and a short beep made with
 * the Web Audio API. Browsers start audio only after a tap, so the tap that starts a rest primes it.
 */
type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  // Older Safari names it webkitAudioContext; test environments have neither.
  const scope = globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/** Creates (or wakes) the audio context; call it from the tap that starts a rest. */
export function primeRestAlert(): void {
  const Context = audioContextClass();
  if (!Context) return;
  try {
    context ??= new Context();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    context = null;
  }
}

function beep(): void {
  primeRestAlert();
  if (!context) return;
  const start = context.currentTime;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = 880;
  // A soft attack and release: no click at the start or end of the tone.
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.35);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + 0.4);
}

/** Vibrates (where supported) and beeps; never throws, a silent device is still a working timer. */
export function signalRestOver(): void {
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function')
      navigator.vibrate([200, 100, 200]);
  } catch {
    // Some browsers refuse vibration outside a tap; the text still says the rest is over.
  }
  try {
    beep();
  } catch {
    // As above: no sound is not an error.
  }
}
