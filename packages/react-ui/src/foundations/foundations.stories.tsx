// What a designer reads first: the kit's type scale, colours in both themes, spacing and the key name,
// drawn from tokens.css itself (every token it declares is listed here, so this page cannot drift).

import type { Meta, StoryObj } from '@storybook/react-vite';
import { displayKey, type Knowledge, PLAYABLE_KEYS } from '@tunedeck/core';
import { type CSSProperties, type ReactNode, type Ref, useLayoutEffect, useRef, useState } from 'react';
import { expect } from 'storybook/test';
import { KeyName } from '../primitives/key-name/key-name.js';
import { KnowledgeBadge } from '../primitives/knowledge-badge/knowledge-badge.js';
import tokens from '../styles/tokens.css?inline';
import './foundations.css';

/** The custom properties a rule of tokens.css declares, in their order. */
function declared(selector: string, prefix: string): string[] {
  const start = tokens.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`tokens.css has no rule for ${selector}`);
  const body = tokens.slice(start, tokens.indexOf('}', start));
  return [...body.matchAll(/(--td-[a-z0-9-]+):/g)]
    .map((match) => match[1]!)
    .filter((name) => name.startsWith(prefix));
}

// Read when a story draws (module scope would run wherever the stories are merely listed).
const textSizes = () => declared(':root', '--td-text-');
const spaces = () => declared(':root', '--td-space-');
const neutrals = () => declared(':root,\n[data-td-scheme]', '--td-').filter((name) => name !== '--td-shadow');
const KNOWLEDGE = [
  '--td-new',
  '--td-med',
  '--td-know',
  '--td-on-knowledge',
  '--td-badge-surface',
  '--td-ink',
];
const LEVELS: readonly Knowledge[] = ['new', 'med', 'know'];

/** A token's value as the browser computes it at `element` (colours as rgb(), sizes as written). */
function useComputed(name: string) {
  const ref = useRef<HTMLElement>(null);
  const [value, setValue] = useState('');
  useLayoutEffect(() => {
    if (ref.current) setValue(getComputedStyle(ref.current).getPropertyValue(name).trim());
  }, [name]);
  return [ref, value] as const;
}

function Swatch({ name }: { name: string }) {
  // The colour as this theme resolves it (the token itself reads "light-dark(…, …)"), written as hex.
  const chip = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState('');
  useLayoutEffect(() => {
    if (chip.current) setValue(hex(getComputedStyle(chip.current).backgroundColor));
  }, []);
  return (
    <li className="td-foundations__swatch">
      <span
        ref={chip}
        className="td-foundations__chip"
        style={{ background: `var(${name})` }}
        aria-hidden="true"
      />
      <code>{name}</code>
      <span className="td-foundations__value">{value}</span>
    </li>
  );
}

/** "rgb(244, 243, 241)" as "#f4f3f1"; with its alpha when it has one ("rgba(0, 0, 0, 0.6)": "#000000 60%"). */
function hex(rgb: string): string {
  const [r = 0, g = 0, b = 0, a] = (rgb.match(/[\d.]+/g) ?? []).map(Number);
  const code = `#${[r, g, b].map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;
  return a === undefined || a === 1 ? code : `${code} ${Math.round(a * 100)}%`;
}

function Palette({ scheme }: { scheme: 'light' | 'dark' }) {
  return (
    <section
      className="td-foundations__palette"
      data-td-scheme={scheme}
      aria-labelledby={`palette-${scheme}`}
    >
      <h3 id={`palette-${scheme}`}>{scheme === 'light' ? 'Light' : 'Dark'}</h3>
      <ul className="td-foundations__swatches">
        {neutrals().map((name) => (
          <Swatch key={name} name={name} />
        ))}
      </ul>
    </section>
  );
}

function Page({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <main className="td-root td-foundations">
      <h1>{title}</h1>
      <p className="td-foundations__lead">{lead}</p>
      {children}
    </main>
  );
}

const meta = {
  title: 'Foundations',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypeScale: Story = {
  render: () => (
    <Page
      title="Type"
      lead="Nunito throughout: 400 for text, 700 for labels and rows, 800 for titles, keys and buttons that play. Sizes step by about 1.25 from a 16px base; the picker's title and key are fitted to the screen instead (see Key Name)."
    >
      <table className="td-foundations__table">
        <caption className="td-visually-hidden">Text sizes</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Size</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {textSizes().map((name) => (
            <TypeRow key={name} name={name} />
          ))}
        </tbody>
      </table>
    </Page>
  ),
  play: async ({ canvas }) => {
    await expect(textSizes().length).toBeGreaterThanOrEqual(7);
    for (const row of canvas.getAllByRole('row').slice(1)) await expect(row).toHaveTextContent(/rem/);
  },
};

function TypeRow({ name }: { name: string }) {
  const [ref, value] = useComputed(name);
  const style: CSSProperties = { fontSize: `var(${name})` };
  return (
    <tr ref={ref as Ref<HTMLTableRowElement>}>
      <td>
        <code>{name}</code>
      </td>
      <td className="td-foundations__value">{value}</td>
      <td style={style}>
        <span className="td-foundations__weight-800">Autumn Leaves</span> in <KeyName label="E♭" /> ·{' '}
        <span className="td-foundations__weight-700">Medium</span> · notes
      </td>
    </tr>
  );
}

export const Colours: Story = {
  render: () => (
    <Page
      title="Colour"
      lead="Neutrals come in pairs, one per theme (light-dark()); the page follows the device unless the musician chooses in Settings. The knowledge colours are the same in both themes and always carry their word: colour is never the only cue."
    >
      <h2>Knowledge</h2>
      <ul className="td-foundations__swatches td-foundations__swatches--row">
        {KNOWLEDGE.map((name) => (
          <Swatch key={name} name={name} />
        ))}
      </ul>
      <p className="td-foundations__badges">
        {LEVELS.map((level) => (
          <KnowledgeBadge key={level} knowledge={level} />
        ))}
      </p>
      <h2>Neutrals</h2>
      <div className="td-foundations__palettes">
        <Palette scheme="light" />
        <Palette scheme="dark" />
      </div>
    </Page>
  ),
  play: async ({ canvasElement }) => {
    // Every neutral resolves to a colour in both themes, and the two themes differ.
    const values = [...canvasElement.querySelectorAll('.td-foundations__palette')].map((palette) =>
      [...palette.querySelectorAll('.td-foundations__value')].map((cell) => cell.textContent ?? ''),
    );
    await expect(values[0]?.length).toBe(neutrals().length);
    for (const column of values) for (const value of column) await expect(value).not.toBe('');
    await expect(values[0]).not.toEqual(values[1]);
  },
};

export const Spacing: Story = {
  render: () => (
    <Page
      title="Space"
      lead="A 4px scale. Pages keep one 16px margin (--td-space-4) at every width; rows and buttons are at least 44px tall (--td-touch); corners are 10px (--td-radius); dialogs are raised by one shadow."
    >
      <ul className="td-foundations__spaces">
        {spaces().map((name) => (
          <SpaceRow key={name} name={name} />
        ))}
        <SpaceRow name="--td-touch" />
        <SpaceRow name="--td-radius" />
      </ul>
      <div className="td-foundations__raised">A dialog's surface, raised</div>
    </Page>
  ),
};

function SpaceRow({ name }: { name: string }) {
  const [ref, value] = useComputed(name);
  return (
    <li ref={ref as Ref<HTMLLIElement>}>
      <code>{name}</code>
      <span className="td-foundations__value">{value}</span>
      <span className="td-foundations__bar" style={{ inlineSize: `var(${name})` }} aria-hidden="true" />
    </li>
  );
}

export const KeyNames: Story = {
  name: 'Key Name',
  render: () => (
    <Page
      title="Key Name"
      lead="One component draws every key, everywhere: the picker, song rows, history, notes. ♭ and ♯ are drawn shapes at the weight of the letter beside them (Nunito has no such glyphs); a screen reader hears “E flat”."
    >
      <ul className="td-foundations__keys">
        {PLAYABLE_KEYS.map((key) => (
          <li key={key}>
            <KeyName label={displayKey(key)} />
          </li>
        ))}
      </ul>
      <p className="td-foundations__keys td-foundations__keys--row">
        <span>
          In a row: <b>Solar</b> <KeyName className="td-row__key" label="D♭" />
        </span>
      </p>
    </Page>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12);
    await expect(canvas.getAllByText('flat', { exact: false }).length).toBeGreaterThan(0);
  },
};
