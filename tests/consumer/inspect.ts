// What the consumer test reads off a picker in the browser: whether the card fits its content and the
// screen, its background's luminance, what axe finds, the picks a page was told.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright';

/** What the layout test reads of a card and what is inside (the tests have no DOM types of their own). */
interface Rect {
  left: number;
  right: number;
  top: number;
}
interface Inner {
  scrollWidth: number;
  clientWidth: number;
  textContent: string | null;
  getBoundingClientRect(): Rect;
  getBBox(): { width: number; height: number };
  querySelectorAll(selector: string): Iterable<Inner>;
  ownerDocument: {
    createRange(): { selectNodeContents(node: Inner): void; getClientRects(): Iterable<Rect> };
    defaultView: { getComputedStyle(node: Inner): { fontSize: string } };
  };
}

/**
 * Whatever of a card does not fit or cannot be read: it scrolls sideways, something inside is cut,
 * sticks out or is drawn below 12px, a button wraps, a drawn ♭ or ♯ is empty.
 */
function misfits(card: Locator): Promise<string[]> {
  return card.evaluate((node) => {
    const outer = node as unknown as Inner;
    const box = outer.getBoundingClientRect();
    const problems: string[] = [];
    if (outer.scrollWidth > outer.clientWidth)
      problems.push(`the card scrolls sideways (${outer.scrollWidth} > ${outer.clientWidth})`);
    const parts = 'button, .td-card__title, .td-card__key, .td-card__knowledge, .td-card__hint';
    for (const inner of outer.querySelectorAll(parts)) {
      const name = JSON.stringify((inner.textContent ?? '').trim());
      if (inner.scrollWidth > inner.clientWidth + 1)
        problems.push(`${name} is cut (${inner.scrollWidth} > ${inner.clientWidth})`);
      const rect = inner.getBoundingClientRect();
      if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5) problems.push(`${name} sticks out`);
      const size = outer.ownerDocument.defaultView.getComputedStyle(inner).fontSize;
      if (Number.parseFloat(size) < 12) problems.push(`${name} is drawn at ${size}`);
    }
    for (const button of outer.querySelectorAll('button')) {
      const range = outer.ownerDocument.createRange();
      range.selectNodeContents(button);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1)
        problems.push(`${JSON.stringify(button.textContent)} wraps onto ${lines.size} lines`);
    }
    for (const path of outer.querySelectorAll('svg path')) {
      const drawn = path.getBBox();
      if (drawn.width * drawn.height === 0) problems.push('a drawn ♭ or ♯ is empty');
    }
    return problems;
  });
}

const BUTTONS = ['NEXT', 'SKIP', 'Start New Gig', 'Reset Picker'];

/** Each card's size, and what is wrong with it: it does not fit its content, or the screen cuts it. */
export async function measure(cards: Locator[], width: number) {
  const sizes: { width: number; height: number }[] = [];
  const problems: string[] = [];
  for (const [index, card] of cards.entries()) {
    const box = await card.boundingBox();
    if (!box) throw new Error(`picker ${index + 1} is not on the page`);
    sizes.push({ width: box.width, height: box.height });
    const where = `picker ${index + 1}`;
    if (box.x < 0 || box.x + box.width > width + 0.5)
      problems.push(`${where} runs off the screen (${box.x} to ${box.x + box.width})`);
    for (const problem of await misfits(card)) problems.push(`${where}: ${problem}`);
    for (const name of BUTTONS) {
      const button = await card.getByRole('button', { name }).boundingBox();
      if (!button || button.height < 36) problems.push(`${where}: ${name} is not drawn (${button?.height})`);
    }
  }
  return { sizes, problems };
}

type Styles = { getComputedStyle(node: unknown): { backgroundColor: string } };

/** The relative luminance (WCAG) of a card's background. */
export async function luminance(card: Locator): Promise<number> {
  const colour = await card.evaluate(
    (node) => (globalThis as unknown as Styles).getComputedStyle(node).backgroundColor,
  );
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** axe's violations on the page, each with the elements it names. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
  );
}

export interface Pick {
  label: string;
  action?: string;
  title: string;
}

/** The picks the page's pickers told, in order (`window.tunedeckPicks`). */
export const picks = (page: Page) => page.evaluate('window.tunedeckPicks') as Promise<Pick[]>;
/** The title a picker shows. */
export const title = async (card: Locator) => (await card.locator('.td-card__title').textContent()) ?? '';
