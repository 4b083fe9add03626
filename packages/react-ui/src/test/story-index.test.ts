import type { Meta } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { REQUIRED_DIALOGS, REQUIRED_SCREENS, REQUIRED_STORIES } from './required-stories.js';

// Every story file's default export (its metadata), keyed by path.
const files = import.meta.glob<Meta>('../**/*.stories.tsx', { eager: true, import: 'default' });
const titles = Object.values(files).map((meta) => meta.title);

describe('story index', () => {
  it('lists all 26 screens and 34 dialogs of the issues', () => {
    expect(REQUIRED_SCREENS).toHaveLength(27);
    expect(REQUIRED_DIALOGS).toHaveLength(34);
    expect(new Set(REQUIRED_STORIES.map((entry) => entry.title)).size).toBe(REQUIRED_STORIES.length);
  });

  it('has one story file per title, and screens and dialogs only from the list', () => {
    expect(titles.length).toBe(new Set(titles).size);
    const required = new Set(REQUIRED_STORIES.map((entry) => entry.title));
    const stray = titles.filter((title) => /^(Screens|Dialogs)\//.test(title ?? '') && !required.has(title!));
    expect(stray, 'stories under Screens/ or Dialogs/ that the required list does not name').toEqual([]);
  });

  for (const entry of REQUIRED_STORIES) {
    const test = entry.built ? it : it.skip;
    const name = entry.built ? entry.title : `${entry.title}: not built yet (${entry.source})`;
    test(name, () => {
      expect(titles, `no story titled '${entry.title}'`).toContain(entry.title);
    });
  }

  it('marks every entry that has a story as built', () => {
    const unmarked = REQUIRED_STORIES.filter((entry) => !entry.built && titles.includes(entry.title));
    expect(unmarked.map((entry) => entry.title)).toEqual([]);
  });
});
