/** Captcha challenges: a small arithmetic question drawn as an SVG data URL (no text in the markup). */
import { randomInt } from 'node:crypto';

export interface CaptchaQuestion {
  text: string;
  answer: string;
}

export function makeQuestion(): CaptchaQuestion {
  const a = randomInt(2, 10);
  const b = randomInt(1, 10);
  if (randomInt(2) === 0) return { text: `${a} + ${b} = ?`, answer: String(a + b) };
  const [big, small] = a >= b ? [a, b] : [b, a];
  return { text: `${big} − ${small} = ?`, answer: String(big - small) };
}

/** 7-segment-like strokes per glyph (on a 10×16 cell), so the question is not readable as text from the SVG. */
const SEGMENTS: Readonly<Record<string, readonly string[]>> = {
  a: ['M1 1H9'], b: ['M9 1V8'], c: ['M9 8V15'], d: ['M1 15H9'], e: ['M1 8V15'], f: ['M1 1V8'], g: ['M1 8H9'],
};
const GLYPHS: Readonly<Record<string, string>> = {
  '0': 'abcdef', '1': 'bc', '2': 'abdeg', '3': 'abcdg', '4': 'bcfg', '5': 'acdfg', '6': 'acdefg', '7': 'abc', '8': 'abcdefg', '9': 'abcdfg',
};
const SYMBOLS: Readonly<Record<string, string>> = {
  '+': 'M1 8H9M5 4V12', '−': 'M1 8H9', '=': 'M1 5H9M1 11H9', '?': 'M2 3Q5 -1 8 3Q9 6 5 8V11M5 14V15',
};

function glyphPath(char: string): string {
  const symbol = SYMBOLS[char];
  if (symbol) return symbol;
  const segments = GLYPHS[char] ?? '';
  return [...segments].flatMap((segment) => SEGMENTS[segment] ?? []).join('');
}

export function renderCaptcha(text: string): string {
  const paths: string[] = [];
  let x = 10;
  for (const char of text) {
    if (char === ' ') {
      x += 6;
      continue;
    }
    const rotate = randomInt(-12, 13);
    const y = 12 + randomInt(0, 6);
    paths.push(`<path transform="translate(${x} ${y}) rotate(${rotate} 5 8)" d="${glyphPath(char)}"/>`);
    x += 16;
  }
  const width = x + 10;
  const noise: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    noise.push(`<line x1="${randomInt(0, width)}" y1="${randomInt(0, 44)}" x2="${randomInt(0, width)}" y2="${randomInt(0, 44)}"/>`);
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="44" viewBox="0 0 ${width} 44">` +
    `<rect width="100%" height="100%" fill="#f4f4f4"/>` +
    `<g stroke="#bbb" stroke-width="1">${noise.join('')}</g>` +
    `<g fill="none" stroke="#222" stroke-width="2" stroke-linecap="round">${paths.join('')}</g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
