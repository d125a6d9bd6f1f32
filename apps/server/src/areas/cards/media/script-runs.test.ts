import { describe, expect, it } from 'vitest';
import { dominantScript, type ScriptRun, scriptOf, splitScriptRuns } from './script-runs';

const runs = (text: string): [string, string][] => splitScriptRuns(text).map((r: ScriptRun) => [r.script, r.text]);

describe('splitScriptRuns', () => {
  it('keeps a Devanagari conjunct and its vowel signs in one run', () => {
    expect(runs('क्षत्रिय')).toEqual([['devanagari', 'क्षत्रिय']]);
    expect(runs('श्री')).toEqual([['devanagari', 'श्री']]);
    expect(runs('दीपावली की शुभकामनाएं')).toEqual([['devanagari', 'दीपावली की शुभकामनाएं']]);
  });

  it('keeps Tamil vowel signs (drawn left of the consonant) with their consonant', () => {
    expect(runs('பொங்கல் வாழ்த்துக்கள்')).toEqual([['tamil', 'பொங்கல் வாழ்த்துக்கள்']]);
    expect(runs('ஸ்ரீ')).toEqual([['tamil', 'ஸ்ரீ']]);
  });

  it('splits Latin from Devanagari; spaces and digits stay with the run before them', () => {
    expect(runs('Sharma मिठाई भंडार 2026')).toEqual([
      ['latin', 'Sharma '],
      ['devanagari', 'मिठाई भंडार 2026'],
    ]);
    expect(runs('शुभ Diwali!')).toEqual([
      ['devanagari', 'शुभ '],
      ['latin', 'Diwali!'],
    ]);
  });

  it('gives leading neutral characters to the first scripted run', () => {
    expect(runs('2026 नववर्ष')).toEqual([['devanagari', '2026 नववर्ष']]);
    expect(runs('"Hello"')).toEqual([['latin', '"Hello"']]);
  });

  it('makes text without letters one Latin run', () => {
    expect(runs('₹1,25,000')).toEqual([['latin', '₹1,25,000']]);
    expect(runs('')).toEqual([]);
  });

  it('keeps ZWJ / ZWNJ, the danda and the nukta inside the run', () => {
    expect(runs('क्\u200Dष')).toEqual([['devanagari', 'क्\u200Dष']]);
    expect(runs('আমার সোনার বাংলা।')).toEqual([['bengali', 'আমার সোনার বাংলা।']]);
    expect(runs('ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ॥ OK')).toEqual([
      ['gurmukhi', 'ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ॥ '],
      ['latin', 'OK'],
    ]);
    expect(runs('ज़रूर')).toEqual([['devanagari', 'ज़रूर']]);
  });

  it('tells every supported script apart', () => {
    expect(runs('સુપ્રભાત శుభోదయం ಶುಭೋದಯ സുപ്രഭാതം')).toEqual([
      ['gujarati', 'સુપ્રભાત '],
      ['telugu', 'శుభోదయం '],
      ['kannada', 'ಶುಭೋದಯ '],
      ['malayalam', 'സുപ്രഭാതം'],
    ]);
    expect(runs('ଓଡ଼ିଆ Odia')).toEqual([
      ['odia', 'ଓଡ଼ିଆ '],
      ['latin', 'Odia'],
    ]);
    expect(scriptOf(0xa8f2)).toBe('devanagari');
    expect(scriptOf(0x0964)).toBeNull();
    expect(scriptOf('é'.codePointAt(0) ?? 0)).toBe('latin');
  });

  it('gives back the text exactly when the runs are joined', () => {
    const text = 'Shree गणेश Traders, பொங்கல் 2026 — ₹1,25,000 ক্ষ';
    expect(
      splitScriptRuns(text)
        .map((r) => r.text)
        .join(''),
    ).toBe(text);
  });
});

describe('dominantScript', () => {
  it('picks the script with the most letters', () => {
    expect(dominantScript('शुभ Diwali मिठाई')).toBe('devanagari');
    expect(dominantScript('Happy பொங்கல்')).toBe('tamil');
    expect(dominantScript('2026')).toBe('latin');
  });
});
