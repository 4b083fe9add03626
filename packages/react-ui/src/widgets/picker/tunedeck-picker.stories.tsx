import type { Meta, StoryObj } from '@storybook/react-vite';
import type { EmbedTuneInput } from '@tunedeck/core/embed';
import { useEffect, useRef } from 'react';
import { expect, waitFor } from 'storybook/test';
import '../../element/tunedeck-picker.js';

interface ElementProps {
  /** Text for the attribute, or an array (with charts) for the property. */
  tunes: string | readonly EmbedTuneInput[];
  seed?: number;
  theme?: 'light' | 'dark';
  /** A hostile host stylesheet around it. */
  hostile?: boolean;
}

/** <tunedeck-picker> as a plain page writes it (the round kept in memory here). */
function TunedeckPicker({ tunes, seed, theme, hostile }: ElementProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!hostile) return;
    const style = document.createElement('style');
    style.textContent = '.host-page * { all: unset; } .host-page button { display: none; }';
    document.head.append(style);
    return () => style.remove();
  }, [hostile]);
  useEffect(() => {
    const element = document.createElement('tunedeck-picker');
    if (typeof tunes === 'string') element.setAttribute('tunes', tunes);
    else element.tunes = tunes;
    element.setAttribute('storage', 'none');
    if (seed !== undefined) element.setAttribute('seed', String(seed));
    if (theme) element.setAttribute('theme', theme);
    host.current?.replaceChildren(element);
  }, [tunes, seed, theme]);
  return (
    <div className="host-page" style={{ padding: 16 }}>
      <div ref={host} />
    </div>
  );
}

const meta = {
  title: 'Widgets/Picker Element',
  component: TunedeckPicker,
  args: { tunes: 'Autumn Leaves | G | know; Solar | C | new; Blue Bossa | random | med; Nardis', seed: 4 },
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast-enhanced', enabled: true }] } } },
} satisfies Meta<typeof TunedeckPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (root: HTMLElement) =>
  root.querySelector('tunedeck-picker')?.shadowRoot?.querySelector<HTMLElement>('.td-card') ?? null;

export const Element: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(card(canvasElement)).not.toBeNull());
    const title = () => card(canvasElement)?.querySelector('.td-card__title')?.textContent;
    const first = title();
    card(canvasElement)?.querySelector<HTMLButtonElement>('.td-card__button--next')?.click();
    await waitFor(() => expect(title()).not.toBe(first));
  },
};

/** The page says `* { all: unset }` and `button { display: none }`: the picker does not notice. */
export const HostileHostPage: Story = { args: { hostile: true } };

export const DarkTheme: Story = { args: { theme: 'dark' } };

/** A tune with a chart: Chart (pressed here) fetches the chart code and shows it in the key picked. */
export const WithChart: Story = {
  args: {
    tunes: [
      {
        title: 'Blue Bossa',
        knowledge: 'med',
        chartKey: 'C-',
        chart: `[A] C-7 | F-7 | Dh7 | G7b9 | C-7 | F-7 | Dh7 | G7b9 |
[B] Eb-7 | Ab7 | Db^7 | Db^7 | Dh7 | G7b9 | C-7 | Dh7 G7b9 |]`,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(card(canvasElement)).not.toBeNull());
    const toggle = card(canvasElement)?.querySelector<HTMLButtonElement>('.td-card__chart-toggle');
    toggle?.click();
    await waitFor(() => expect(card(canvasElement)?.querySelector('.td-chart')).not.toBeNull());
    await expect(toggle?.getAttribute('aria-expanded')).toBe('true');
  },
};
