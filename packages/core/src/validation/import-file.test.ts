import { describe, expect, it } from 'vitest';
import { LIMITS } from '../model/constants.js';
import { importFileProblem } from './import-file.js';

describe('importFileProblem', () => {
  it('reads a file up to the limit and says why a larger one is not read', () => {
    expect(importFileProblem('tunes.csv', 0)).toBeNull();
    expect(importFileProblem('tunes.csv', LIMITS.importFileBytes)).toBeNull();
    expect(importFileProblem('huge.json', LIMITS.importFileBytes + 1)).toBe(
      '“huge.json” is too large to import: the Import screen reads files of at most 32 MB.',
    );
  });
});
