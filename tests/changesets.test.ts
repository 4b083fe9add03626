import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import parseChangeset from '@changesets/parse';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const folder = join(root, '.changeset');
const config = JSON.parse(readFileSync(join(folder, 'config.json'), 'utf8')) as { fixed: string[][] };
const published = new Set(config.fixed.flat());
const changesets = readdirSync(folder).filter((file) => file.endsWith('.md') && file !== 'README.md');

/** The published packages' folders, by name. */
const PACKAGES: Record<string, string> = {
  '@tunedeck/core': 'packages/core',
  '@tunedeck/pocketbase': 'packages/pocketbase-adapter',
  '@tunedeck/react-ui': 'packages/react-ui',
};

describe('pending changesets', () => {
  // A formatter that takes the front matter for Markdown turns it into a heading, and then
  // `changeset version` refuses the file: parse each as changesets does. (None right after a release.)
  it('each names published packages and a bump in its front matter, and says something', () => {
    for (const file of changesets) {
      const { releases, summary } = parseChangeset(readFileSync(join(folder, file), 'utf8'));
      expect(releases.length, file).toBeGreaterThan(0);
      for (const release of releases) {
        expect(published, file).toContain(release.name);
        expect(['major', 'minor', 'patch'], file).toContain(release.type);
      }
      expect(summary.trim().length, file).toBeGreaterThan(20);
    }
  });
});

describe('released versions', () => {
  const packages = Object.entries(PACKAGES).map(([name, dir]) => {
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    return { name, dir, manifest };
  });

  it('names every published package of the fixed group', () => {
    expect(Object.keys(PACKAGES).sort()).toEqual([...published].sort());
    for (const { name, manifest } of packages) expect(manifest.name).toBe(name);
  });

  it('gives the fixed group one version', () => {
    expect(new Set(packages.map(({ manifest }) => manifest.version)).size).toBe(1);
  });

  // `changeset version` writes each release at the top of the package's CHANGELOG.md.
  for (const { name, dir, manifest } of packages) {
    it(`${name}: its CHANGELOG.md opens with the version it is at`, () => {
      if (manifest.version === '0.0.0') return;
      const changelog = join(root, dir, 'CHANGELOG.md');
      expect(existsSync(changelog)).toBe(true);
      const text = readFileSync(changelog, 'utf8');
      expect(text.startsWith(`# ${name}\n`)).toBe(true);
      expect(/^## (\S+)$/m.exec(text)?.[1]).toBe(manifest.version);
    });
  }
});
