import { TunedeckError } from '@tunedeck/core';
import { describe, expect, it } from 'vitest';
import { DELETED_ELSEWHERE_TEXT, errorDetails } from './error-details.js';

describe('errorDetails', () => {
  it('tells a change to a record deleted elsewhere in words, never by its record id', () => {
    const error = new TunedeckError('not-found', 'songs r7bnk5p7jrjrjnc');
    expect(errorDetails(error)).toBe(DELETED_ELSEWHERE_TEXT);
    expect(errorDetails(error)).not.toContain('r7bnk5p7jrjrjnc');
  });

  it('uses the spec’s words for a known code, and the detail of an unexpected one', () => {
    expect(errorDetails(new TunedeckError('title-taken', 'x'))).toBe('Title already in use');
    expect(errorDetails(new TunedeckError('unknown', 'The server answered 500.'))).toBe(
      'The server answered 500.',
    );
  });
});
