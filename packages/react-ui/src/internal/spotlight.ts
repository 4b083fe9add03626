// The Quick Start's spotlight: under a step, only the control it points at can be used; everything else
// on the screen is made inert (no clicks, no focus, hidden from assistive technology's tab order) and the
// control is marked so the frame can ring it.

/**
 * What the tour points at: a CSS selector, a button or link by its visible text, or a list row by its
 * title.
 */
export type TourTarget = string | { text: string } | { row: string };

/** The elements under `root` that `targets` name, in document order. */
export function findTargets(root: ParentNode, targets: readonly TourTarget[]): HTMLElement[] {
  const found = new Set<HTMLElement>();
  for (const target of targets) {
    if (typeof target === 'string') {
      for (const element of root.querySelectorAll<HTMLElement>(target)) found.add(element);
      continue;
    }
    if ('row' in target) {
      for (const title of root.querySelectorAll<HTMLElement>('.td-row .td-row__title')) {
        const row = title.closest<HTMLElement>('.td-row');
        if (row && title.textContent?.trim() === target.row) found.add(row);
      }
      continue;
    }
    for (const element of root.querySelectorAll<HTMLElement>('button, a[href]')) {
      if (element.textContent?.trim() === target.text) found.add(element);
    }
  }
  return [...found];
}

/**
 * Makes everything under `root` inert except `active` (and what they contain), and marks `active` with
 * `data-tour-target` and `shown` (what a step talks about, still inert) with `data-tour-highlight`.
 * Returns the undo. Elements that were inert before are left as they were.
 */
export function spotlight(
  root: Element,
  active: readonly HTMLElement[],
  shown: readonly HTMLElement[] = [],
): () => void {
  const marked: HTMLElement[] = [];
  const walk = (node: Element) => {
    for (const child of node.children) {
      if (!(child instanceof HTMLElement) || active.includes(child)) continue;
      if (active.some((element) => child.contains(element))) walk(child);
      else if (!child.hasAttribute('inert')) {
        child.setAttribute('inert', '');
        marked.push(child);
      }
    }
  };
  walk(root);
  for (const element of active) element.setAttribute('data-tour-target', '');
  for (const element of shown) element.setAttribute('data-tour-highlight', '');
  return () => {
    for (const element of marked) element.removeAttribute('inert');
    for (const element of active) element.removeAttribute('data-tour-target');
    for (const element of shown) element.removeAttribute('data-tour-highlight');
  };
}
