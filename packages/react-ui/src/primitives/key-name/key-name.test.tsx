import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeyName } from './key-name.js';
import { FLAT, SHARP } from './shapes.js';

describe('KeyName', () => {
  it.each([
    ['D♭', 'flat', 'D flat'],
    ['F♯', 'sharp', 'F sharp'],
  ])('draws %s with a %s shape and reads it as "%s"', (label, shape, spoken) => {
    const { container } = render(<KeyName label={label} />);
    expect(container.querySelector(`.td-accidental--${shape}`)).toHaveAttribute('aria-hidden', 'true');
    expect(container.textContent).toBe(spoken);
  });

  it('leaves a key without accidental as text', () => {
    const { container } = render(<KeyName label="Random" />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container.textContent).toBe('Random');
  });

  it("repeats each shape as the stylesheet's `d`, exactly as drawn", () => {
    const css = readFileSync(join(import.meta.dirname, 'key-name.css'), 'utf8');
    for (const shape of [FLAT, SHARP]) {
      const rule = new RegExp(
        `\\.td-accidental--${shape.name} > path \\{\\s*d: path\\(\\s*"([^"]+)"\\s*\\);`,
      );
      expect(rule.exec(css)?.[1]).toBe(shape.path);
    }
  });
});
