import { describe, expect, it } from 'vitest';
import { findTargets, spotlight } from './spotlight.js';

function screenWith(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

const SCREEN = `
  <header><a href="/">Tunedeck</a><button aria-label="Main menu">Menu</button></header>
  <section>
    <h1>Friday gig</h1>
    <button class="td-menu__trigger">Menu</button>
    <ul class="td-rows">
      <li><a class="td-row" href="/a"><span class="td-row__title">Solar</span></a></li>
      <li><a class="td-row" href="/b"><span class="td-row__title">Blue Bossa</span></a></li>
    </ul>
    <button disabled inert>Already inert</button>
  </section>`;

describe('the Quick Start spotlight', () => {
  it('finds controls by selector, by visible text and list rows by title', () => {
    const root = screenWith(SCREEN);
    expect(findTargets(root, ['[aria-label="Main menu"]']).map((el) => el.textContent)).toEqual(['Menu']);
    // By text: the page's "Menu" button (the main menu's visible word is also "Menu").
    expect(findTargets(root, [{ text: 'Menu' }])).toHaveLength(2);
    expect(findTargets(root, [{ row: 'Blue Bossa' }]).map((el) => el.getAttribute('href'))).toEqual(['/b']);
    expect(findTargets(root, [{ text: 'Nothing here' }])).toEqual([]);
  });

  it('leaves only the control usable, marks it, and undoes exactly what it did', () => {
    const root = screenWith(SCREEN);
    const [menu] = findTargets(root, ['.td-menu__trigger']);
    const [solar] = findTargets(root, [{ row: 'Solar' }]);
    const undo = spotlight(root, [menu as HTMLElement], [solar as HTMLElement]);

    expect(menu).toHaveAttribute('data-tour-target');
    expect(menu?.closest('[inert]')).toBeNull();
    // Its ancestors stay usable; everything beside them is inert: the header, the heading, the rows.
    expect(root.querySelector('header')).toHaveAttribute('inert');
    expect(root.querySelector('h1')).toHaveAttribute('inert');
    expect(root.querySelector('.td-rows')).toHaveAttribute('inert');
    expect(root.querySelector('section')).not.toHaveAttribute('inert');
    // What the step talks about is ringed, not usable.
    expect(solar).toHaveAttribute('data-tour-highlight');
    expect(solar?.closest('[inert]')).not.toBeNull();

    undo();
    expect(root.querySelectorAll('[inert]')).toHaveLength(1);
    expect(root.querySelector('[inert]')).toHaveTextContent('Already inert');
    expect(root.querySelector('[data-tour-target], [data-tour-highlight]')).toBeNull();
  });

  it('with nothing to point at, makes the whole screen inert', () => {
    const root = screenWith(SCREEN);
    spotlight(root, []);
    expect([...root.children].every((child) => child.hasAttribute('inert'))).toBe(true);
  });
});
