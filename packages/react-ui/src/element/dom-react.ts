// The little of React that a tune's chart is drawn with (PickerChart, TuneChart, ChartView), drawing
// straight to the DOM. The element's chart file (tunedeck-picker-chart.js) is built against it instead
// of React: build/element.ts resolves `react`, `react/jsx-runtime` and `react-dom/client` here, so a page
// without React gets a chart for a few KB, not React's 60. In the kit's own dev server and tests the
// same chart file runs on React itself (tunedeck-picker-chart.test.ts holds the two drawings equal).
//
// Enough for components that draw once from their props: function components, `memo`, `useMemo`,
// fragments, keys (not needed: every drawing is new), SVG, `className`, attributes as React writes them,
// and `style` with custom properties and strings (no number made pixels). Any other hook is missing on purpose: the build fails rather than draw something else.

const SVG = 'http://www.w3.org/2000/svg';

type Component = (props: Props) => DomNode;
interface Props {
  readonly children?: DomNode;
  readonly [name: string]: unknown;
}
interface DomElement {
  readonly type: string | symbol | Component;
  readonly props: Props;
}
type DomNode = DomElement | string | number | bigint | boolean | null | undefined | readonly DomNode[];

export const Fragment: unique symbol = Symbol('Fragment');

/** `<type {...props} />` as the automatic JSX runtime calls it (the key is not needed). */
export function jsx(type: DomElement['type'], props: Props): DomElement {
  return { type, props };
}
export { jsx as jsxDEV, jsx as jsxs };

/** Every drawing is made once: nothing to skip. */
export function memo<C>(component: C): C {
  return component;
}

export function useMemo<T>(make: () => T): T {
  return make();
}

/** `react-dom/client`'s root: `render` draws at once, in place of what the container held. */
export function createRoot(container: Element) {
  return {
    render(node: DomNode) {
      container.replaceChildren(...draw(node, container.namespaceURI === SVG));
    },
    unmount() {
      container.replaceChildren();
    },
  };
}

/** React writes these as "true"/"false"; other attributes given `true` are present and empty. */
const STRING_BOOLEANS = /^(aria-|data-)|^(draggable|spellcheck|contenteditable|focusable)$/;

function setAttributes(element: Element, props: Props) {
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || name === 'key' || value === undefined || value === null) continue;
    if (name === 'style') {
      for (const [property, part] of Object.entries(value as Record<string, unknown>)) {
        if (part === undefined || part === null || typeof part === 'boolean' || part === '') continue;
        const css = property.startsWith('--')
          ? property
          : property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
        (element as HTMLElement).style.setProperty(css, String(part));
      }
      continue;
    }
    const attribute = name === 'className' ? 'class' : name === 'htmlFor' ? 'for' : name;
    if (typeof value === 'boolean' && !STRING_BOOLEANS.test(attribute)) {
      if (value) element.setAttribute(attribute, '');
    } else if (typeof value !== 'function') element.setAttribute(attribute, String(value));
  }
}

function draw(node: DomNode, inSvg: boolean): Node[] {
  if (node === null || node === undefined || typeof node === 'boolean') return [];
  if (typeof node !== 'object') return [document.createTextNode(String(node))];
  if (Array.isArray(node)) return (node as readonly DomNode[]).flatMap((child) => draw(child, inSvg));
  const { type, props } = node as DomElement;
  if (typeof type === 'function') return draw(type(props), inSvg);
  if (typeof type === 'symbol') return draw(props.children, inSvg);
  const svg = inSvg || type === 'svg';
  const element = svg ? document.createElementNS(SVG, type) : document.createElement(type);
  setAttributes(element, props);
  element.append(...draw(props.children, svg));
  return [element];
}
