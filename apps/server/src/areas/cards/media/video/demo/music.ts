// Two short background tracks synthesised here (no samples, no stock audio): plucked strings
// (Karplus-Strong), a soft pad, an electric piano, bass and light percussion over a four-chord
// progression, with a small room reverb. Stereo floats at 44.1 kHz for encodeMusic.

export const MUSIC_RATE = 44_100;

const mtof = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

class Mix {
  readonly left: Float32Array;
  readonly right: Float32Array;
  readonly sendL: Float32Array;
  readonly sendR: Float32Array;

  constructor(readonly seconds: number) {
    const length = Math.ceil(seconds * MUSIC_RATE);
    this.left = new Float32Array(length);
    this.right = new Float32Array(length);
    this.sendL = new Float32Array(length);
    this.sendR = new Float32Array(length);
  }

  /** Adds a mono voice at `start` s, panned (-1 left … 1 right), with some of it sent to the reverb. */
  add(voice: Float32Array, start: number, gain: number, pan = 0, send = 0.2) {
    const at = Math.round(start * MUSIC_RATE);
    const l = gain * Math.cos(((pan + 1) * Math.PI) / 4);
    const r = gain * Math.sin(((pan + 1) * Math.PI) / 4);
    for (let i = 0; i < voice.length && at + i < this.left.length; i++) {
      const v = voice[i] ?? 0;
      this.left[at + i] = (this.left[at + i] ?? 0) + v * l;
      this.right[at + i] = (this.right[at + i] ?? 0) + v * r;
      this.sendL[at + i] = (this.sendL[at + i] ?? 0) + v * l * send;
      this.sendR[at + i] = (this.sendR[at + i] ?? 0) + v * r * send;
    }
  }

  /** Reverb added, peak normalised to -1.5 dBFS with a gentle soft clip; interleaved stereo. */
  render(): Float32Array {
    const wetL = reverb(this.sendL, 0);
    const wetR = reverb(this.sendR, 23);
    const out = new Float32Array(this.left.length * 2);
    let peak = 0;
    for (let i = 0; i < this.left.length; i++) {
      const l = (this.left[i] ?? 0) + (wetL[i] ?? 0);
      const r = (this.right[i] ?? 0) + (wetR[i] ?? 0);
      out[i * 2] = l;
      out[i * 2 + 1] = r;
      peak = Math.max(peak, Math.abs(l), Math.abs(r));
    }
    const scale = peak > 0 ? 0.78 / peak : 1;
    for (let i = 0; i < out.length; i++) out[i] = Math.tanh((out[i] ?? 0) * scale * 1.1) / Math.tanh(1.1);
    return out;
  }
}

/** A small Schroeder room: four damped combs in parallel, two allpasses in series. */
function reverb(input: Float32Array, spread: number): Float32Array {
  const out = new Float32Array(input.length);
  for (const [delay, feedback] of [
    [1557, 0.8],
    [1617, 0.79],
    [1491, 0.78],
    [1422, 0.77],
  ] as const) {
    const d = delay + spread;
    const buffer = new Float32Array(d);
    let index = 0;
    let low = 0;
    for (let i = 0; i < input.length; i++) {
      const y = buffer[index] ?? 0;
      low = y * 0.6 + low * 0.4;
      buffer[index] = (input[i] ?? 0) + low * feedback;
      out[i] = (out[i] ?? 0) + y * 0.25;
      index = (index + 1) % d;
    }
  }
  for (const delay of [225 + spread, 556 + spread]) {
    const buffer = new Float32Array(delay);
    let index = 0;
    for (let i = 0; i < out.length; i++) {
      const b = buffer[index] ?? 0;
      const x = out[i] ?? 0;
      buffer[index] = x + b * 0.5;
      out[i] = b - x * 0.5;
      index = (index + 1) % delay;
    }
  }
  return out;
}

const samples = (seconds: number) => new Float32Array(Math.ceil(seconds * MUSIC_RATE));

/** Karplus-Strong plucked string: a burst of noise through a damped delay line. */
function pluck(freq: number, seconds: number, brightness = 0.5, seed = 1): Float32Array {
  const out = samples(seconds);
  const period = Math.max(2, Math.round(MUSIC_RATE / freq));
  const line = new Float32Array(period);
  let state = seed * 9301 + 49297;
  for (let i = 0; i < period; i++) {
    state = (state * 9301 + 49297) % 233280;
    line[i] = (state / 233280) * 2 - 1;
  }
  // y[n] = d · (w·y[n−N] + (1−w)·y[n−N−1]): w = ½ is the classic string, higher is brighter.
  const w = 0.5 + 0.4 * brightness;
  const damping = 0.997;
  let index = 0;
  let previous = 0;
  for (let i = 0; i < out.length; i++) {
    const current = line[index] ?? 0;
    line[index] = damping * (w * current + (1 - w) * previous);
    previous = current;
    out[i] = current;
    index = (index + 1) % period;
  }
  const fadeIn = Math.min(out.length, 40);
  for (let i = 0; i < fadeIn; i++) out[i] = (out[i] ?? 0) * (i / fadeIn);
  const fadeOut = Math.min(out.length, 2000);
  for (let i = 0; i < fadeOut; i++) out[out.length - 1 - i] = (out[out.length - 1 - i] ?? 0) * (i / fadeOut);
  return out;
}

/** Electric piano: a few harmonics with a bell-like attack, decaying, with a slow tremolo. */
function epiano(freq: number, seconds: number): Float32Array {
  const out = samples(seconds);
  for (let i = 0; i < out.length; i++) {
    const t = i / MUSIC_RATE;
    const env = Math.min(1, t / 0.005) * Math.exp(-t * 2.2) * Math.min(1, (seconds - t) / 0.08);
    const bell = Math.exp(-t * 14) * 0.35 * Math.sin(2 * Math.PI * freq * 4.01 * t);
    const body =
      Math.sin(2 * Math.PI * freq * t) +
      0.3 * Math.sin(2 * Math.PI * freq * 2 * t) +
      0.08 * Math.sin(2 * Math.PI * freq * 3 * t);
    out[i] = env * (body + bell) * (1 + 0.12 * Math.sin(2 * Math.PI * 4.5 * t));
  }
  return out;
}

/** A warm pad: detuned soft saws (a few harmonics each), slow attack and release. */
function pad(freqs: number[], seconds: number, detune: number): Float32Array {
  const out = samples(seconds);
  const attack = 0.5;
  const release = 0.6;
  for (let i = 0; i < out.length; i++) {
    const t = i / MUSIC_RATE;
    const env = Math.min(1, t / attack) * Math.min(1, Math.max(0, (seconds - t) / release));
    let v = 0;
    for (const f of freqs) {
      for (let k = 1; k <= 4; k++) v += Math.sin(2 * Math.PI * f * k * (1 + detune) * t) / (k * k);
    }
    out[i] = (env * v) / freqs.length;
  }
  return out;
}

function bass(freq: number, seconds: number): Float32Array {
  const out = samples(seconds);
  for (let i = 0; i < out.length; i++) {
    const t = i / MUSIC_RATE;
    const env = Math.min(1, t / 0.01) * Math.exp(-t * 2.5) * Math.min(1, (seconds - t) / 0.05);
    out[i] = env * (Math.sin(2 * Math.PI * freq * t) + 0.25 * Math.sin(2 * Math.PI * freq * 2 * t));
  }
  return out;
}

/** A drum's thump: a sine falling in pitch, quickly damped (kick, or the dholak's low head). */
function thump(from: number, to: number, decay: number, seconds = 0.5): Float32Array {
  const out = samples(seconds);
  let phaseAcc = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / MUSIC_RATE;
    const f = to + (from - to) * Math.exp(-t * 30);
    phaseAcc += (2 * Math.PI * f) / MUSIC_RATE;
    out[i] = Math.sin(phaseAcc) * Math.exp(-t * decay);
  }
  return out;
}

/** Filtered noise: shakers, the dholak's slap, a soft clap. */
function noise(seconds: number, decay: number, tone: number, seed: number, ring = 0): Float32Array {
  const out = samples(seconds);
  let state = seed;
  let low = 0;
  for (let i = 0; i < out.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const white = (state / 0x7fffffff) * 2 - 1;
    low += (white - low) * tone;
    const t = i / MUSIC_RATE;
    const high = white - low;
    out[i] = (high + (ring ? 0.6 * Math.sin(2 * Math.PI * ring * t) : 0)) * Math.exp(-t * decay);
  }
  return out;
}

/** "Festive": D major, I–V–vi–IV at 120 bpm, plucked-string arpeggios, pad, bass and a dholak groove. */
export function festiveTrack(seconds = 12): Float32Array {
  const mix = new Mix(seconds);
  const beat = 0.5;
  const chords = [
    [62, 66, 69], // D
    [57, 61, 64], // A
    [59, 62, 66], // Bm
    [55, 59, 62], // G
  ];
  const bars = Math.ceil(seconds / (beat * 4));
  for (let bar = 0; bar < bars; bar++) {
    const chord = chords[bar % chords.length] ?? [62, 66, 69];
    const start = bar * beat * 4;
    const [root = 62] = chord;
    mix.add(pad(chord.map(mtof), beat * 4 + 0.4, 0.003), start, 0.1, -0.3, 0.5);
    mix.add(pad(chord.map(mtof), beat * 4 + 0.4, -0.003), start, 0.1, 0.3, 0.5);
    mix.add(bass(mtof(root - 12), beat * 1.8), start, 0.32, 0, 0.05);
    mix.add(bass(mtof(root - 12), beat * 0.9), start + beat * 2.5, 0.22, 0, 0.05);
    // Eighth-note arpeggio up and back over two octaves of the chord.
    const tones = [
      chord[0],
      chord[1],
      chord[2],
      (chord[0] ?? 62) + 12,
      (chord[1] ?? 66) + 12,
      chord[2],
      chord[1],
      chord[0],
    ];
    tones.forEach((tone, k) => {
      mix.add(
        pluck(mtof(tone ?? 62), 1.2, 0.5, bar * 8 + k + 1),
        start + k * (beat / 2),
        0.2,
        k % 2 ? 0.35 : -0.2,
        0.3,
      );
    });
    // Dholak: the low head on 1 and the and-of-2, slaps between, a shaker on sixteenths.
    for (const at of [0, 1.5, 2, 3.5]) mix.add(thump(160, 85, 9), start + at * beat, at % 2 === 0 ? 0.45 : 0.3, 0, 0.1);
    for (const at of [1, 3]) mix.add(noise(0.2, 28, 0.25, bar * 7 + at, 380), start + at * beat, 0.2, 0.1, 0.15);
    for (let s = 0; s < 16; s++)
      mix.add(noise(0.06, 70, 0.6, bar * 31 + s), start + s * (beat / 4), s % 4 === 2 ? 0.06 : 0.03, 0.4, 0.05);
  }
  // A melody on top in the second half of each bar pair.
  const melody: [note: number, at: number, length: number][] = [
    [74, 8, 1],
    [76, 9, 1],
    [78, 10, 2],
    [76, 12, 1],
    [73, 13, 1],
    [74, 14, 2],
    [71, 16, 1],
    [73, 17, 1],
    [74, 18, 2],
    [71, 20, 1],
    [69, 21, 3],
  ];
  for (const [note, at, length] of melody) {
    if (at * beat >= seconds) continue;
    mix.add(pluck(mtof(note), length * beat + 0.6, 0.7, note), at * beat, 0.26, 0.1, 0.45);
  }
  return mix.render();
}

/** "Warm": C major, I–V–vi–IV at 96 bpm, electric piano, pad, bell melody, soft kick and clap. */
export function warmTrack(seconds = 10): Float32Array {
  const mix = new Mix(seconds);
  const beat = 60 / 96;
  const chords = [
    [60, 64, 67], // C
    [55, 59, 62], // G
    [57, 60, 64], // Am
    [53, 57, 60], // F
  ];
  const bars = Math.ceil(seconds / (beat * 4));
  for (let bar = 0; bar < bars; bar++) {
    const chord = chords[bar % chords.length] ?? [60, 64, 67];
    const start = bar * beat * 4;
    const [root = 60] = chord;
    mix.add(
      pad(
        chord.map((m) => mtof(m + 12)),
        beat * 4 + 0.6,
        0.002,
      ),
      start,
      0.06,
      -0.4,
      0.6,
    );
    mix.add(
      pad(
        chord.map((m) => mtof(m + 12)),
        beat * 4 + 0.6,
        -0.002,
      ),
      start,
      0.06,
      0.4,
      0.6,
    );
    // Piano chords on 1 and the and-of-2, a broken chord on 4.
    for (const at of [0, 1.5])
      for (const m of chord) mix.add(epiano(mtof(m), beat * 1.6), start + at * beat, 0.09, -0.1, 0.35);
    chord.forEach((m, k) => {
      mix.add(epiano(mtof(m + 12), beat), start + (3 + k / 3) * beat, 0.06, 0.25, 0.4);
    });
    mix.add(bass(mtof(root - 12), beat * 2), start, 0.3, 0, 0.05);
    mix.add(bass(mtof(root - 12 + 7), beat * 1.5), start + beat * 2.5, 0.2, 0, 0.05);
    for (const at of [0, 2]) mix.add(thump(110, 48, 7, 0.4), start + at * beat, 0.4, 0, 0.05);
    for (const at of [1, 3]) mix.add(noise(0.25, 22, 0.15, bar * 5 + at), start + at * beat, 0.11, 0.05, 0.4);
    for (let e = 0; e < 8; e++) mix.add(noise(0.05, 80, 0.7, bar * 17 + e), start + e * (beat / 2), 0.03, -0.35, 0.1);
  }
  const bell: [note: number, at: number, length: number][] = [
    [76, 4, 1],
    [79, 5, 1],
    [81, 6, 2],
    [79, 8, 1],
    [76, 9, 1],
    [74, 10, 2],
    [72, 12, 1],
    [74, 13, 1],
    [76, 14, 3],
  ];
  for (const [note, at, length] of bell) {
    if (at * beat >= seconds) continue;
    mix.add(epiano(mtof(note + 12), length * beat + 0.4), at * beat, 0.08, 0.15, 0.55);
  }
  return mix.render();
}

/** A bansuri-like flute: a sine with its octave, breath noise, a slow swell and a late vibrato. */
function flute(freq: number, seconds: number, seed = 1): Float32Array {
  const out = samples(seconds);
  let state = seed * 7919 + 1;
  let breath = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / MUSIC_RATE;
    const env = Math.min(1, t / 0.06) * Math.min(1, Math.max(0, (seconds - t) / 0.12));
    const vibrato = 1 + 0.006 * Math.min(1, t / 0.4) * Math.sin(2 * Math.PI * 5.2 * t);
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    breath += ((state / 0x7fffffff) * 2 - 1 - breath) * 0.08;
    const tone = Math.sin(2 * Math.PI * freq * vibrato * t) + 0.18 * Math.sin(4 * Math.PI * freq * vibrato * t);
    out[i] = env * (tone + breath * 0.25);
  }
  return out;
}

/** A bright synth stab: a band-limited saw (harmonics falling off), short and punchy. */
function stab(freq: number, seconds: number, harmonics = 10): Float32Array {
  const out = samples(seconds);
  for (let i = 0; i < out.length; i++) {
    const t = i / MUSIC_RATE;
    const env = Math.min(1, t / 0.004) * Math.exp(-t * 7) * Math.min(1, (seconds - t) / 0.03);
    let v = 0;
    for (let k = 1; k <= harmonics; k++) v += Math.sin(2 * Math.PI * freq * k * t) / k;
    out[i] = env * v * 0.6;
  }
  return out;
}

/** Noise rising in pitch and loudness over its length: the build before a drop. */
function riser(seconds: number, seed: number): Float32Array {
  const out = samples(seconds);
  let state = seed;
  let low = 0;
  for (let i = 0; i < out.length; i++) {
    const k = i / out.length;
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const white = (state / 0x7fffffff) * 2 - 1;
    low += (white - low) * (0.02 + 0.5 * k * k);
    out[i] = low * k * k * 1.6;
  }
  return out;
}

type Chord = number[];

/** Beat-timed helper: adds `voice` at each beat offset in every bar, for the whole length. */
function everyBar(mix: Mix, bars: number, barLength: number, each: (bar: number, start: number) => void) {
  for (let bar = 0; bar < bars; bar++) each(bar, bar * barLength);
  return mix;
}

/** "Kites": G major at 116 bpm, a flute tune over plucked strings and a dhol groove, bright and airy. */
export function kitesTrack(seconds = 10): Float32Array {
  const mix = new Mix(seconds);
  const beat = 60 / 116;
  const chords: Chord[] = [
    [55, 59, 62], // G
    [50, 54, 57], // D
    [52, 55, 59], // Em
    [48, 52, 55], // C
  ];
  everyBar(mix, Math.ceil(seconds / (beat * 4)), beat * 4, (bar, start) => {
    const chord = chords[bar % 4] ?? [55, 59, 62];
    const root = chord[0] ?? 55;
    mix.add(pad(chord.map(mtof), beat * 4 + 0.4, 0.003), start, 0.08, -0.3, 0.5);
    mix.add(bass(mtof(root - 12), beat * 1.5), start, 0.3, 0, 0.05);
    mix.add(bass(mtof(root - 12), beat), start + beat * 2, 0.24, 0, 0.05);
    for (let k = 0; k < 8; k++) {
      const tone = (chord[k % 3] ?? 55) + (k >= 4 ? 12 : 0);
      mix.add(pluck(mtof(tone + 12), 0.9, 0.6, bar * 8 + k + 3), start + k * (beat / 2), 0.13, k % 2 ? 0.4 : -0.4, 0.3);
    }
    // Dhol: the bass head on 1 and the and-of-2 and 4, the treble stick between.
    for (const at of [0, 1.5, 3]) mix.add(thump(140, 70, 8), start + at * beat, 0.42, 0, 0.1);
    for (const at of [0.5, 1, 2, 2.5, 3.5])
      mix.add(noise(0.12, 40, 0.3, bar * 11 + at * 2, 520), start + at * beat, 0.12, 0.15, 0.15);
  });
  const tune: [note: number, at: number, length: number][] = [
    [74, 0.5, 0.5],
    [76, 1, 0.5],
    [79, 1.5, 1.5],
    [78, 3, 1],
    [76, 4, 1],
    [74, 5, 1],
    [71, 6, 2],
    [72, 8, 1],
    [74, 9, 1],
    [76, 10, 1],
    [79, 11, 1],
    [81, 12, 2],
    [79, 14, 1],
    [78, 15, 1],
    [79, 16, 3],
    [74, 19, 1],
  ];
  for (const [note, at, length] of tune) {
    if (at * beat >= seconds) continue;
    mix.add(flute(mtof(note), length * beat + 0.1, note), at * beat, 0.2, 0.1, 0.45);
  }
  return mix.render();
}

/** "Sale": A minor at 128 bpm, ticks and a riser through the 3 · 2 · 1, then a four-on-the-floor drop with stabs. */
export function saleTrack(seconds = 8, drop = 3): Float32Array {
  const mix = new Mix(seconds);
  const beat = 60 / 128;
  // The countdown: a tick each half second, a high blip on each new number, the riser into the drop.
  for (let s = 0; s < drop; s += 0.5)
    mix.add(noise(0.04, 120, 0.8, 7 + s * 4, 2400), s, s % 1 === 0 ? 0.2 : 0.1, 0.2, 0.05);
  for (let s = 0; s < drop; s++) mix.add(epiano(mtof(81 + s * 2), 0.4), s, 0.12, 0, 0.4);
  mix.add(riser(drop, 17), 0, 0.3, 0, 0.3);
  for (let s = 0; s < drop; s++) mix.add(thump(90, 40, 5, 0.5), s, 0.35, 0, 0.05);
  // The drop: a crash, then the groove.
  mix.add(noise(1.8, 2.2, 0.05, 99), drop, 0.28, 0, 0.4);
  const chords: Chord[] = [
    [57, 60, 64], // Am
    [53, 57, 60], // F
    [48, 52, 55], // C
    [55, 59, 62], // G
  ];
  const bars = Math.ceil((seconds - drop) / (beat * 4));
  for (let bar = 0; bar < bars; bar++) {
    const start = drop + bar * beat * 4;
    const chord = chords[bar % 4] ?? [57, 60, 64];
    const root = chord[0] ?? 57;
    for (let b = 0; b < 4; b++) {
      mix.add(thump(150, 48, 9, 0.35), start + b * beat, 0.55, 0, 0.03);
      mix.add(noise(0.05, 90, 0.7, bar * 13 + b), start + (b + 0.5) * beat, 0.08, 0.3, 0.05);
      mix.add(bass(mtof(root - 24), beat * 0.45), start + (b + 0.5) * beat, 0.36, 0, 0.02);
    }
    for (const at of [1, 3]) mix.add(noise(0.2, 24, 0.2, bar * 3 + at, 300), start + at * beat, 0.16, -0.1, 0.2);
    // Offbeat stabs on the and-of-1, 2 and the and-of-3.
    for (const at of [0.5, 2, 3.5])
      for (const m of chord) mix.add(stab(mtof(m + 12), 0.22), start + at * beat, 0.05, m % 2 ? 0.3 : -0.3, 0.25);
  }
  return mix.render();
}

/** "Boutique": a chic deep-house groove at 104 bpm, minor-seventh piano chords, sub bass, shaker and snaps. */
export function boutiqueTrack(seconds = 10): Float32Array {
  const mix = new Mix(seconds);
  const beat = 60 / 104;
  const chords: Chord[] = [
    [50, 53, 57, 60], // Dm7
    [55, 59, 62, 65], // G7
    [48, 52, 55, 59], // Cmaj7
    [57, 60, 64, 67], // Am7
  ];
  everyBar(mix, Math.ceil(seconds / (beat * 4)), beat * 4, (bar, start) => {
    const chord = chords[bar % 4] ?? [50, 53, 57, 60];
    const root = chord[0] ?? 50;
    mix.add(
      pad(
        chord.map((m) => mtof(m + 12)),
        beat * 4 + 0.5,
        0.002,
      ),
      start,
      0.05,
      0.3,
      0.6,
    );
    for (const at of [0, 1.5, 2.75])
      for (const m of chord) mix.add(epiano(mtof(m + 12), beat * 0.9), start + at * beat, 0.06, -0.15, 0.4);
    mix.add(bass(mtof(root - 12), beat * 1.2), start, 0.34, 0, 0.03);
    mix.add(bass(mtof(root - 12), beat * 0.6), start + beat * 2.5, 0.26, 0, 0.03);
    for (let b = 0; b < 4; b++) mix.add(thump(120, 45, 8, 0.35), start + b * beat, 0.4, 0, 0.03);
    for (const at of [1, 3]) mix.add(noise(0.08, 60, 0.5, bar * 9 + at, 1800), start + at * beat, 0.14, 0.2, 0.3);
    for (let s = 0; s < 8; s++)
      mix.add(noise(0.06, 60, 0.75, bar * 23 + s), start + s * (beat / 2), s % 2 ? 0.06 : 0.03, -0.4, 0.05);
  });
  const hook: [note: number, at: number, length: number][] = [
    [81, 2, 0.5],
    [79, 2.5, 0.5],
    [77, 3, 1],
    [79, 6, 0.5],
    [77, 6.5, 0.5],
    [76, 7, 1],
    [81, 10, 0.5],
    [84, 10.5, 0.5],
    [83, 11, 1],
    [79, 14, 0.5],
    [76, 14.5, 1.5],
  ];
  for (const [note, at, length] of hook) {
    if (at * beat >= seconds) continue;
    mix.add(pluck(mtof(note), length * beat + 0.5, 0.8, note), at * beat, 0.16, 0.2, 0.5);
  }
  return mix.render();
}

/** "Morning": F major at 72 bpm, a tanpura-like drone, soft bells and a slow flute, no drums. */
export function morningTrack(seconds = 8): Float32Array {
  const mix = new Mix(seconds);
  const beat = 60 / 72;
  // Tanpura: Pa, Sa, Sa, low Sa plucked in turn, ringing long.
  const drone = [60, 65, 65, 53];
  for (let at = 0, k = 0; at < seconds; at += beat, k++) {
    mix.add(pluck(mtof(drone[k % 4] ?? 53), 3, 0.15, k + 1), at, 0.16, k % 2 ? 0.3 : -0.3, 0.5);
  }
  const chords: Chord[] = [
    [53, 57, 60], // F
    [48, 52, 55], // C
    [50, 53, 57], // Dm
    [46, 50, 53], // Bb
  ];
  everyBar(mix, Math.ceil(seconds / (beat * 4)), beat * 4, (bar, start) => {
    const chord = chords[bar % 4] ?? [53, 57, 60];
    mix.add(
      pad(
        chord.map((m) => mtof(m + 12)),
        beat * 4 + 0.8,
        0.002,
      ),
      start,
      0.07,
      -0.2,
      0.7,
    );
    chord.forEach((m, i) => {
      mix.add(epiano(mtof(m + 24), beat * 1.5), start + i * beat, 0.05, 0.35, 0.6);
    });
  });
  const tune: [note: number, at: number, length: number][] = [
    [72, 1, 1.5],
    [74, 2.5, 0.5],
    [76, 3, 1],
    [77, 4, 2],
    [76, 6, 1],
    [72, 7, 2],
  ];
  for (const [note, at, length] of tune) {
    if (at * beat >= seconds) continue;
    mix.add(flute(mtof(note), length * beat + 0.2, note), at * beat, 0.17, 0.05, 0.6);
  }
  return mix.render();
}

/** "Eid": D hijaz (D E♭ F♯ G A B♭ C) at 92 bpm, an oud-like pluck line over a drone, a frame-drum groove. */
export function eidTrack(seconds = 10): Float32Array {
  const mix = new Mix(seconds);
  const beat = 60 / 92;
  const bars = Math.ceil(seconds / (beat * 4));
  everyBar(mix, bars, beat * 4, (bar, start) => {
    mix.add(pad([mtof(50), mtof(57), mtof(62)], beat * 4 + 0.6, 0.002), start, 0.08, 0, 0.6);
    mix.add(bass(mtof(38), beat * 2), start, 0.28, 0, 0.05);
    // Daf: a deep dum on 1 and the and-of-2, taks round it, a soft jingle on the offbeats.
    for (const at of [0, 1.5]) mix.add(thump(110, 55, 6, 0.6), start + at * beat, 0.45, 0, 0.15);
    for (const at of [1, 2.5, 3, 3.5])
      mix.add(noise(0.12, 45, 0.35, bar * 7 + at * 2, 700), start + at * beat, 0.13, 0.2, 0.2);
    for (let e = 0; e < 8; e++)
      mix.add(noise(0.09, 35, 0.85, bar * 19 + e), start + (e + 0.5) * (beat / 2), 0.025, -0.35, 0.2);
  });
  // The oud: a phrase rising through the hijaz tetrachord and falling back, with a turn.
  const line: [note: number, at: number, length: number][] = [
    [62, 0, 0.5],
    [63, 0.5, 0.5],
    [66, 1, 1],
    [67, 2, 0.5],
    [69, 2.5, 1.5],
    [70, 4, 0.5],
    [69, 4.5, 0.5],
    [67, 5, 0.5],
    [66, 5.5, 0.5],
    [63, 6, 1],
    [62, 7, 1],
    [69, 8, 0.5],
    [70, 8.5, 0.5],
    [72, 9, 1],
    [70, 10, 0.5],
    [69, 10.5, 0.5],
    [67, 11, 1],
    [66, 12, 0.5],
    [67, 12.5, 0.5],
    [66, 13, 0.5],
    [63, 13.5, 0.5],
    [62, 14, 2],
  ];
  for (const [note, at, length] of line) {
    if (at * beat >= seconds) continue;
    mix.add(pluck(mtof(note), length * beat + 0.6, 0.25, note * 3), at * beat, 0.3, -0.1, 0.4);
    mix.add(pluck(mtof(note + 12), length * beat + 0.4, 0.4, note * 5), at * beat + 0.012, 0.08, 0.3, 0.4);
  }
  return mix.render();
}

/** "Open": C major at 112 bpm, strummed ukulele-like chords, claps, bass and a whistled tune: cheerful. */
export function openTrack(seconds = 8): Float32Array {
  const mix = new Mix(seconds);
  const beat = 60 / 112;
  const chords: Chord[] = [
    [60, 64, 67, 72], // C
    [57, 60, 64, 69], // Am
    [53, 57, 60, 65], // F
    [55, 59, 62, 67], // G
  ];
  everyBar(mix, Math.ceil(seconds / (beat * 4)), beat * 4, (bar, start) => {
    const chord = chords[bar % 4] ?? [60, 64, 67, 72];
    const root = chord[0] ?? 60;
    // Down-up strums: each string a few ms after the last (reversed on the up-strokes).
    [0, 1, 1.5, 2.5, 3, 3.5].forEach((at, k) => {
      const strings = k % 2 ? [...chord].reverse() : chord;
      strings.forEach((m, i) => {
        mix.add(
          pluck(mtof(m), 0.7, 0.7, bar * 40 + k * 4 + i + 1),
          start + at * beat + i * 0.012,
          k % 2 ? 0.07 : 0.1,
          0.25,
          0.25,
        );
      });
    });
    mix.add(bass(mtof(root - 24), beat * 1.4), start, 0.34, 0, 0.03);
    mix.add(bass(mtof(root - 17), beat * 0.9), start + beat * 2, 0.26, 0, 0.03);
    for (const at of [0, 2, 2.5]) mix.add(thump(120, 50, 8, 0.35), start + at * beat, 0.38, 0, 0.05);
    for (const at of [1, 3]) {
      mix.add(noise(0.18, 30, 0.3, bar * 5 + at, 0), start + at * beat, 0.16, -0.15, 0.3);
      mix.add(noise(0.18, 30, 0.3, bar * 5 + at + 50, 0), start + at * beat + 0.011, 0.12, 0.15, 0.3);
    }
  });
  const whistle: [note: number, at: number, length: number][] = [
    [76, 2, 0.5],
    [79, 2.5, 0.5],
    [84, 3, 1],
    [81, 4, 1],
    [79, 5, 0.5],
    [76, 5.5, 0.5],
    [77, 6, 1.5],
    [76, 8, 0.5],
    [77, 8.5, 0.5],
    [79, 9, 1],
    [84, 10, 1],
    [83, 11, 0.5],
    [79, 11.5, 0.5],
    [81, 12, 2],
  ];
  for (const [note, at, length] of whistle) {
    if (at * beat >= seconds) continue;
    mix.add(flute(mtof(note + 12), length * beat, note), at * beat, 0.09, -0.05, 0.4);
  }
  return mix.render();
}
