// The Custom Elements Manifest that `pnpm build` publishes (custom-elements.json), made here as the build
// makes it, checked against the official schema and against the file it describes: <tunedeck-picker> as
// built for consumers, running in jsdom (what it observes and reflects, the parts its shadow root draws,
// the events it fires, the custom properties its stylesheet reads).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Ajv from 'ajv';
import type {
  Attribute,
  ClassMethod,
  CustomElement,
  CustomElementField,
  Package,
} from 'custom-elements-manifest/schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TunedeckPickerElement as Element_ } from './tunedeck-picker.js';

const PACKAGE = join(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as {
  scripts: { build: string };
  exports: Record<string, { import?: string }>;
  customElements: string;
};
const require = createRequire(import.meta.url);

/** The analyzer's command in the build script, e.g. `analyze --config custom-elements-manifest.config.mjs`. */
function buildCommand(): string[] {
  const command = pkg.scripts.build
    .split(' && ')
    .find((step) => step.startsWith('custom-elements-manifest '));
  if (!command) throw new Error('The build script does not run custom-elements-manifest.');
  return command.split(' ').slice(1);
}

type Analyze = (options: { argv: string[]; cwd: string; noWrite: boolean }) => Promise<Package>;
const ANALYZER = '@custom-elements-manifest/analyzer/cli.js';

let manifest: Package;
let element: CustomElement & { name: string };
/** The built element's class. */
let TunedeckPickerElement: typeof Element_;
/** The stylesheet the element gives its shadow root (jsdom's CSSOM keeps only a few of its rules). */
let stylesheet = '';
// Inside the package: Vitest loads files from the workspace only.
const cache = join(PACKAGE, 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const built = mkdtempSync(join(cache, 'tunedeck-picker-'));

beforeAll(async () => {
  // Built by build/element.ts as for the package, in a process of its own (esbuild refuses jsdom's globals).
  const tsx = join(PACKAGE, '..', '..', 'node_modules', '.bin', 'tsx');
  const build = `import { buildElement } from './build/element.ts'; buildElement(${JSON.stringify(built)});`;
  execFileSync(tsx, ['-e', build], { cwd: PACKAGE, stdio: 'inherit' });
  await import(/* @vite-ignore */ join(built, 'tunedeck-picker.js'));
  TunedeckPickerElement = customElements.get('tunedeck-picker') as typeof Element_;
  const replaceSync = vi.spyOn(CSSStyleSheet.prototype, 'replaceSync');
  document.createElement('tunedeck-picker');
  stylesheet = replaceSync.mock.calls.map(([text]) => text).join('\n');
  replaceSync.mockRestore();
  const { cli } = (await import(/* @vite-ignore */ ANALYZER)) as { cli: Analyze };
  manifest = await cli({ argv: buildCommand(), cwd: PACKAGE, noWrite: true });
  const declarations = manifest.modules.flatMap((module) => module.declarations ?? []);
  element = declarations.find((declaration) => 'tagName' in declaration) as CustomElement & { name: string };
}, 60_000);

afterAll(() => rmSync(built, { recursive: true, force: true }));

const names = (items: { name: string }[] | undefined) => (items ?? []).map((item) => item.name).sort();
const fields = () =>
  (element.members ?? []).filter((member) => member.kind === 'field') as CustomElementField[];
const methods = () =>
  (element.members ?? []).filter((member): member is ClassMethod => member.kind === 'method');
/** A manifest default (`'auto'`, `null`, `''`) as the value it names. */
const defaultValue = (text: string): unknown => JSON.parse(text.replace(/^'(.*)'$/, '"$1"'));
/** The string literals of a type such as `'light' | 'dark' | 'auto'`. */
const literals = (type: string) => [...type.matchAll(/'([^']*)'/g)].map((match) => match[1]);

/** A connected picker over three tunes, its round in memory. */
function picker(): Element_ {
  const host = document.createElement('tunedeck-picker');
  host.setAttribute('storage', 'none');
  host.setAttribute('seed', '1');
  host.tunes = 'Solar | C | med; Nardis | E | new; Autumn Leaves | G | know';
  document.body.append(host);
  return host;
}

/** The prototype's public accessors and methods: what a page can reach. */
function api() {
  const own = Object.entries(Object.getOwnPropertyDescriptors(TunedeckPickerElement.prototype));
  const lifecycle = ['constructor', 'connectedCallback', 'disconnectedCallback', 'attributeChangedCallback'];
  return {
    properties: own
      .filter(([, descriptor]) => descriptor.get)
      .map(([name, descriptor]) => ({ name, descriptor })),
    methods: own
      .filter(([name, descriptor]) => typeof descriptor.value === 'function' && !lifecycle.includes(name))
      .map(([name]) => name),
  };
}

/** The attribute a property writes when set: the property reflects it. */
function reflected(property: string): string | null {
  const detached = document.createElement('tunedeck-picker') as unknown as Record<string, unknown> & Element;
  detached[property] = '1';
  const [attribute, ...more] = detached.getAttributeNames();
  expect(more).toEqual([]);
  return attribute ?? null;
}

describe('custom-elements.json', () => {
  it('is valid against the official schema of the version it names', () => {
    const schemaFile = require.resolve('custom-elements-manifest/schema.json');
    const schemaPackage = JSON.parse(readFileSync(join(schemaFile, '..', 'package.json'), 'utf8'));
    expect(manifest.schemaVersion).toBe(schemaPackage.version);
    const ajv = new Ajv({ allErrors: true, strict: false });
    ajv.addSchema(JSON.parse(readFileSync(schemaFile, 'utf8')), 'manifest');
    const errors = (ref: string, value: unknown) => {
      const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
      return validate(value) ? [] : validate.errors;
    };
    expect(errors('manifest', manifest)).toEqual([]);
    // A declaration may be any kind, and a class's shape lets anything pass: the element as an element.
    expect(errors('manifest#/definitions/CustomElementDeclaration', element)).toEqual([]);
  });

  it('describes the file a consumer loads, package.json points at it, and it defines <tunedeck-picker>', () => {
    const built = pkg.exports['./element']?.import?.replace(/^\.\//, '');
    expect(manifest.modules.map((module) => module.path)).toEqual([built]);
    expect(pkg.customElements).toBe('custom-elements.json');
    expect(pkg.exports['./custom-elements.json']).toBe('./custom-elements.json');
    expect(customElements.get(element.tagName ?? '')).toBe(TunedeckPickerElement);
    expect(manifest.modules[0]?.exports).toEqual([
      { kind: 'js', name: element.name, declaration: { name: element.name, module: built } },
      {
        kind: 'custom-element-definition',
        name: 'tunedeck-picker',
        declaration: { name: element.name, module: built },
      },
    ]);
    expect(element.summary).toBeTruthy();
  });

  it('lists exactly the attributes the element observes or reflects, each tied to its property', () => {
    const { properties } = api();
    const writes = new Map(
      properties.filter(({ descriptor }) => descriptor.set).map(({ name }) => [name, reflected(name)]),
    );
    const expected = new Set([...TunedeckPickerElement.observedAttributes, ...writes.values()]);
    expect(names(element.attributes)).toEqual([...expected].sort());
    for (const attribute of element.attributes ?? []) {
      expect(writes.get(attribute.fieldName ?? ''), attribute.name).toBe(attribute.name);
      expect(attribute.description, attribute.name).toBeTruthy();
      expect(attribute.type?.text, attribute.name).toBeTruthy();
    }
    for (const field of fields()) {
      expect(field.attribute, field.name).toBe(writes.get(field.name) ?? undefined);
      if (field.reflects) expect(field.attribute, field.name).toBeTruthy();
    }
  });

  it('lists every property with its type, default and whether it can be set', () => {
    const { properties } = api();
    expect(names(fields())).toEqual(properties.map(({ name }) => name).sort());
    expect(Object.fromEntries(fields().map((field) => [field.name, field.type?.text]))).toEqual({
      tunes: 'string | readonly EmbedTuneInput[]',
      name: 'string',
      seed: 'number | null',
      storage: "'local' | 'session' | 'none'",
      theme: "'light' | 'dark' | 'auto'",
      label: 'string',
      instrument: "'concert' | 'b-flat' | 'e-flat' | 'f' | 'bass-clef'",
      tune: 'EmbedTuneView | null',
    });
    const fresh = document.createElement('tunedeck-picker') as unknown as Record<string, unknown> & Element;
    for (const field of fields()) {
      const settable = properties.find(({ name }) => name === field.name)?.descriptor.set !== undefined;
      expect(field.readonly ?? false, field.name).toBe(!settable);
      expect(field.description, field.name).toBeTruthy();
      if (field.default !== undefined)
        expect(fresh[field.name], field.name).toEqual(defaultValue(field.default));
      // A type of words: the element takes each (the attribute's value is the property's), and its
      // default for anything else.
      const words = literals(field.type?.text ?? '');
      if (words.length === 0 || !field.attribute) continue;
      for (const word of words) {
        fresh.setAttribute(field.attribute, word ?? '');
        expect(fresh[field.name]).toBe(word);
      }
      fresh.setAttribute(field.attribute, 'something else');
      expect(fresh[field.name]).toEqual(defaultValue(field.default ?? ''));
    }
    const attributes = new Map(
      (element.attributes ?? []).map((attribute: Attribute) => [attribute.name, attribute]),
    );
    expect(attributes.get('theme')?.type?.text).toBe("'light' | 'dark' | 'auto'");
    expect(attributes.get('storage')?.type?.text).toBe("'local' | 'session' | 'none'");
    expect(attributes.get('instrument')?.type?.text).toBe(
      "'concert' | 'b-flat' | 'e-flat' | 'f' | 'bass-clef'",
    );
  });

  it('lists every method', () => {
    expect(names(methods())).toEqual(api().methods.sort());
    for (const method of methods()) {
      expect(method.description, method.name).toBeTruthy();
      expect(method.return?.type?.text, method.name).toBe('void');
    }
  });

  it('lists the event the element fires, with the detail it carries', () => {
    const host = picker();
    const fired: Event[] = [];
    const dispatch = host.dispatchEvent.bind(host);
    host.dispatchEvent = (event) => {
      fired.push(event);
      return dispatch(event);
    };
    for (const button of host.shadowRoot?.querySelectorAll('button') ?? []) {
      expect(button.disabled, button.textContent ?? '').toBe(false);
      button.click();
    }
    host.remove();
    expect(names(element.events)).toEqual([...new Set(fired.map((event) => event.type))].sort());
    const [event] = element.events ?? [];
    expect(event?.description).toBeTruthy();
    const details = fired.map((event) => (event as CustomEvent<Record<string, unknown>>).detail);
    const type = event?.type?.text ?? '';
    expect(type).toMatch(/^CustomEvent<\{ .* \}>$/);
    // The detail's fields, and the words of `action`: every one a press fires.
    expect([...type.matchAll(/(\w+): /g)].map((match) => match[1])).toEqual(Object.keys(details[0] ?? {}));
    const action = /action: ([^;]*);/.exec(type)?.[1] ?? '';
    expect(literals(action)).toEqual(details.map((detail) => detail.action));
    expect(fired.every((event) => event instanceof CustomEvent && event.bubbles && event.composed)).toBe(
      true,
    );
  });

  it('lists exactly the parts the element draws in its shadow root (Chart and the chart with a chart)', async () => {
    const host = picker();
    host.tunes = [{ title: 'Solar', key: 'C', knowledge: 'med', chart: 'C-7 | F7 |', chartKey: 'C-' }];
    const drawn = [...(host.shadowRoot?.querySelectorAll('[part]') ?? [])].flatMap((node) =>
      (node.getAttribute('part') ?? '').split(/\s+/),
    );
    // The chart's file, fetched with the first tune that has a chart, is in before the test ends.
    await vi.waitFor(() => expect(host.shadowRoot?.adoptedStyleSheets).toHaveLength(2));
    host.remove();
    expect(names(element.cssParts)).toEqual([...new Set(drawn)].sort());
    for (const part of element.cssParts ?? []) expect(part.description, part.name).toBeTruthy();
  });

  it('lists the custom properties a page sets: those the stylesheet reads and never sets, and the knowledge colours', () => {
    expect(stylesheet).toContain('.td-card');
    const reads = (css: string) => [...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]);
    const set = new Set([...stylesheet.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]));
    const inputs = reads(stylesheet).filter((name) => !set.has(name));
    const knowledge = [...stylesheet.matchAll(/[^{}]*data-knowledge[^{}]*\{([^}]*)\}/g)].flatMap((rule) =>
      reads(rule[1] ?? ''),
    );
    expect(knowledge).toHaveLength(3);
    expect(names(element.cssProperties)).toEqual([...new Set([...inputs, ...knowledge])].sort());
    expect(element.cssProperties?.find((property) => property.name === '--td-scale')?.default).toBe('1');
  });
});
