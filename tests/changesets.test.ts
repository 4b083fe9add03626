import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import parseChangeset from '@changesets/parse';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const folder = join(root, '.changeset');
const config = JSON.parse(readFileSync(join(folder, 'config.json'), 'utf8')) as { fixed: string[][] };
const published = new Set(config.fixed.flat());
const changesets = readdirSync(folder).filter((file) => file.endsWith('.md') && file !== 'README.md');

describe('pending changesets', () => {
  it('exist', () => {
    expect(changesets.length).toBeGreaterThan(0);
  });

  // A formatter that takes the front matter for Markdown turns it into a heading, and then
  // `changeset version` refuses the file: parse each as changesets does.
  for (const file of changesets) {
    it(`${file} names published packages and a bump in its front matter, and says something`, () => {
      const { releases, summary } = parseChangeset(readFileSync(join(folder, file), 'utf8'));
      expect(releases.length).toBeGreaterThan(0);
      for (const release of releases) {
        expect(published).toContain(release.name);
        expect(['major', 'minor', 'patch']).toContain(release.type);
      }
      expect(summary.trim().length).toBeGreaterThan(20);
    });
  }
});
