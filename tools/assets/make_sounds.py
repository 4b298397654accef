#!/usr/bin/env python3
"""Synthesise the Gesture Sandbox sound effects.

Writes chomp.wav and giggle.wav (16-bit PCM, 44100 Hz, mono) into the
directory given as the first argument (default: Assets/sounds next to the
repository root). Deterministic: a fixed random seed is used, so re-running
produces identical files.
"""
import os
import sys
import wave

import numpy as np

RATE = 44100
rng = np.random.default_rng(20240521)


def t_axis(seconds):
    return np.arange(int(seconds * RATE)) / RATE


def bandpass_noise(n, lo, hi, tilt=0.0):
    """White noise band-limited to [lo, hi] Hz with a soft spectral edge."""
    spec = np.fft.rfft(rng.standard_normal(n))
    f = np.fft.rfftfreq(n, 1 / RATE)
    gain = 1 / (1 + ((f - (lo + hi) / 2) / ((hi - lo) / 2)) ** 6)
    if tilt:
        gain *= (np.maximum(f, 1) / 1000.0) ** tilt
    out = np.fft.irfft(spec * gain, n)
    return out / (np.max(np.abs(out)) + 1e-12)


def fade(x, fade_in=0.004, fade_out=0.03):
    x = x.copy()
    a = int(fade_in * RATE)
    b = int(fade_out * RATE)
    if a:
        x[:a] *= np.sin(np.linspace(0, np.pi / 2, a)) ** 2
    if b:
        x[-b:] *= np.cos(np.linspace(0, np.pi / 2, b)) ** 2
    return x


def normalise(x, peak_db=-1.0):
    x = x - np.mean(x)
    return x * (10 ** (peak_db / 20) / np.max(np.abs(x)))


def soft_lowpass(x, cutoff):
    spec = np.fft.rfft(x)
    f = np.fft.rfftfreq(len(x), 1 / RATE)
    spec *= 1 / np.sqrt(1 + (f / cutoff) ** 4)
    return np.fft.irfft(spec, len(x))


# --------------------------------------------------------------------------
# Chomp: two quick bites, each = low thump + crunchy granular noise.
# --------------------------------------------------------------------------
def bite(strength=1.0, length=0.26):
    t = t_axis(length)
    n = len(t)
    # Thump: sine with falling pitch (160 Hz -> 70 Hz), fast decay.
    freq = 70 + 90 * np.exp(-t / 0.03)
    phase = 2 * np.pi * np.cumsum(freq) / RATE
    thump = np.sin(phase) * np.exp(-t / 0.045) * (1 - np.exp(-t / 0.002))
    # Crunch: many tiny noise grains ("crackles") in a decaying cloud.
    crunch_env = np.zeros(n)
    grains = rng.uniform(0.0, 0.11, 38) ** 1.3 / 0.11 ** 0.3
    for g in grains:
        i = int(g * RATE)
        glen = int(rng.uniform(0.002, 0.008) * RATE)
        if i + glen >= n:
            continue
        amp = rng.uniform(0.3, 1.0) * np.exp(-g / 0.06)
        crunch_env[i:i + glen] += amp * np.hanning(glen)
    crunch_env += 0.25 * np.exp(-t / 0.05) * (1 - np.exp(-t / 0.003))
    crunch = bandpass_noise(n, 900, 5200, tilt=-0.3) * crunch_env
    # Juicy squelch: low band noise, short.
    squish = bandpass_noise(n, 200, 900) * np.exp(-t / 0.05) * 0.35
    return strength * (0.6 * thump + 1.2 * crunch + squish)


def make_chomp():
    total = np.zeros(int(0.75 * RATE))
    for start, strength in ((0.0, 1.0), (0.30, 0.8)):
        b = bite(strength)
        i = int(start * RATE)
        total[i:i + len(b)] += b
    total = soft_lowpass(total, 7000)  # take the harsh edge off
    return fade(normalise(total), 0.003, 0.06)


# --------------------------------------------------------------------------
# Giggle: "he-he-he-he" - breathy onset + voiced, formant-shaped syllables
# with vibrato, each a little higher in pitch.
# --------------------------------------------------------------------------
FORMANTS = ((720, 110, 1.0), (2250, 180, 0.55), (3100, 260, 0.25))  # "eh"


def formant_gain(f):
    g = np.zeros_like(f, dtype=float)
    for fc, bw, amp in FORMANTS:
        g += amp / (1 + ((f - fc) / bw) ** 2)
    return g + 0.02


def syllable(f0, length=0.13):
    t = t_axis(length)
    # Pitch: slight fall within the syllable plus 9 Hz vibrato.
    pitch = f0 * (1.06 - 0.1 * t / length) * (1 + 0.025 * np.sin(2 * np.pi * 9 * t))
    phase = 2 * np.pi * np.cumsum(pitch) / RATE
    voice = np.zeros_like(t)
    for k in range(1, 24):
        fk = k * pitch
        voice += formant_gain(fk) * np.sin(k * phase) / k ** 0.6 * (fk < 8000)
    env = (1 - np.exp(-t / 0.012)) * np.exp(-t / 0.06)
    env *= np.sin(np.pi * np.minimum(t / length, 1)) ** 0.3
    voice *= env
    # Breathy "h" onset just before the voicing, shaped by the same formants.
    h_len = int(0.035 * RATE)
    spec = np.fft.rfft(rng.standard_normal(h_len + len(t)))
    f = np.fft.rfftfreq(h_len + len(t), 1 / RATE)
    breath = np.fft.irfft(spec * formant_gain(f), h_len + len(t))
    breath /= np.max(np.abs(breath))
    tb = np.arange(len(breath)) / RATE
    breath_env = np.clip(tb / 0.03, 0, 1) ** 2 * np.exp(-np.maximum(tb - 0.03, 0) / 0.03)
    out = 0.12 * breath * breath_env
    out[h_len:] += voice / (np.max(np.abs(voice)) + 1e-12)
    return out


def make_giggle():
    total = np.zeros(int(0.85 * RATE))
    pitches = (420, 455, 495, 540)
    gains = (0.75, 0.9, 1.0, 0.85)
    start = 0.0
    for i, (f0, g) in enumerate(zip(pitches, gains)):
        s = syllable(f0, 0.12 if i < 3 else 0.17)
        j = int(start * RATE)
        total[j:j + len(s)] += g * s
        start += 0.175
    total = soft_lowpass(total, 6500)
    return fade(normalise(total), 0.003, 0.08)


def write_wav(path, samples):
    data = np.clip(np.round(samples * 32767), -32768, 32767).astype("<i2")
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())
    print(f"wrote {path} ({len(samples) / RATE:.2f} s)")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "..", "Assets", "sounds")
    os.makedirs(out, exist_ok=True)
    write_wav(os.path.join(out, "chomp.wav"), make_chomp())
    write_wav(os.path.join(out, "giggle.wav"), make_giggle())


if __name__ == "__main__":
    main()
