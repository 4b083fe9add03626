// @vitest-environment node
// Contrast of every pair of colour tokens the kit draws text (or a focus ring) with, in the light and
// the dark theme, read from tokens.css itself (WCAG 2 relative luminance).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

type Theme = 'light' | 'dark';

/** Every `--td-*: #rrggbb` or `light-dark(#light, #dark)` token of :root, per theme. */
function tokens(theme: Theme): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, value] of css.matchAll(/(--td-[a-z0-9-]+):\s*([^;]+);/g)) {
    const pair = /^light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)$/i.exec(value as string);
    if (pair) found[name as string] = (theme === 'light' ? pair[1] : pair[2]) as string;
    else if (/^#[0-9a-f]{6}$/i.test(value as string)) found[name as string] = value as string;
  }
  return found;
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text on a background, and the least contrast it needs. */
const TEXT_PAIRS: readonly [foreground: string, background: string, least: number][] = [
  ['--td-text', '--td-surface', 7],
  ['--td-text', '--td-page', 7],
  ['--td-text', '--td-row-hover', 7],
  ['--td-text', '--td-hero', 7],
  ['--td-muted', '--td-surface', 4.5],
  ['--td-muted', '--td-page', 4.5],
  ['--td-muted', '--td-hero', 4.5],
  ['--td-link', '--td-surface', 4.5],
  ['--td-link', '--td-page', 4.5],
  ['--td-error', '--td-surface', 4.5],
  ['--td-on-primary', '--td-primary', 7],
  ['--td-on-danger', '--td-danger', 4.5],
  ['--td-danger', '--td-surface', 4.5],
  // The picker poster is read from a metre away: 7:1 (it stays in the light scheme in both themes).
  ['--td-on-knowledge', '--td-know', 7],
  ['--td-on-knowledge', '--td-med', 7],
  ['--td-on-knowledge', '--td-new', 7],
  ['--td-ink', '--td-badge-surface', 7],
  ['--td-on-ink', '--td-ink', 7],
];

describe.each<Theme>(['light', 'dark'])('the %s theme', (theme) => {
  const colours = tokens(theme);

  it.each(TEXT_PAIRS)('%s on %s has at least %d:1', (foreground, background, least) => {
    const fg = colours[foreground];
    const bg = colours[background];
    expect({ fg, bg }).toEqual({ fg: expect.stringMatching(/^#/), bg: expect.stringMatching(/^#/) });
    expect(contrast(fg as string, bg as string)).toBeGreaterThanOrEqual(least);
  });

  it('draws a focus ring that stands out (3:1) from the surface and the page', () => {
    const focus = colours['--td-focus'] as string;
    expect(contrast(focus, colours['--td-surface'] as string)).toBeGreaterThanOrEqual(3);
    expect(contrast(focus, colours['--td-page'] as string)).toBeGreaterThanOrEqual(3);
  });
});

it('draws the focus ring on the poster (light scheme in both themes) at 3:1 on every knowledge colour', () => {
  const light = tokens('light');
  for (const knowledge of ['--td-know', '--td-med', '--td-new'])
    expect(
      contrast(light['--td-focus'] as string, light[knowledge] as string),
      knowledge,
    ).toBeGreaterThanOrEqual(3);
});

it('reads a light and a dark value for every neutral, and one value for the knowledge colours', () => {
  const light = tokens('light');
  const dark = tokens('dark');
  for (const name of ['--td-page', '--td-surface', '--td-text', '--td-muted', '--td-line', '--td-primary'])
    expect(light[name], name).not.toBe(dark[name]);
  for (const name of ['--td-know', '--td-med', '--td-new', '--td-on-knowledge'])
    expect(light[name], name).toBe(dark[name]);
});
