// The Custom Elements Manifest of <tunedeck-picker> (`custom-elements.json`, written by `pnpm build` after
// tsup and published beside package.json): its attributes, properties, methods, event, parts and custom
// properties for editors, docs and wrapper generators, read from the element's source and its JSDoc.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** Each exported source file, by the built file a consumer imports instead (`exports`' source → import). */
const builtFile = new Map(
  Object.values(pkg.exports)
    .filter((entry) => typeof entry === 'object' && entry.source && entry.import)
    .map((entry) => [entry.source.replace(/^\.\//, ''), entry.import.replace(/^\.\//, '')]),
);

/**
 * The module's own type aliases and interfaces written out where the manifest names them (`theme`:
 * `'light' | 'dark' | 'auto'`, not `TunedeckPickerTheme`): a tool reading the manifest sees the values
 * without reading our declarations. Types from elsewhere (`EmbedTuneView`) keep their names.
 */
function ownTypesWrittenOut() {
  const types = new Map();
  const expand = (text, depth = 0) =>
    depth > 5
      ? text
      : text.replace(/\b[A-Z]\w*\b(\[\])?/g, (word, array) => {
          const name = array ? word.slice(0, -2) : word;
          const own = types.get(name);
          if (own === undefined) return word;
          const inner = expand(own, depth + 1);
          return array && inner.includes('|') ? `(${inner})[]` : `${inner}${array ?? ''}`;
        });
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (typeof node.type?.text === 'string') node.type.text = expand(node.type.text);
    Object.values(node).forEach(visit);
  };
  return {
    name: 'tunedeck-own-types-written-out',
    collectPhase({ ts, node }) {
      if (!node.parent || !ts.isSourceFile(node.parent)) return;
      if (ts.isTypeAliasDeclaration(node)) types.set(node.name.text, node.type.getText());
      if (ts.isInterfaceDeclaration(node))
        types.set(node.name.text, `{ ${node.members.map((m) => m.getText().replace(/;$/, '')).join('; ')} }`);
    },
    packageLinkPhase({ customElementsManifest }) {
      visit(customElementsManifest.modules);
    },
  };
}

/**
 * The schema the manifest follows. The analyzer writes 1.0.0, but its fields' `readonly`, `attribute` and
 * `reflects` are the schema's since 2.0.0; the test validates the manifest against this version's schema.
 */
const SCHEMA_VERSION = '2.1.0';

/**
 * What a consumer has: no private members (`#name`), only exported declarations, and module paths that
 * point at the built file (`dist/tunedeck-picker.js`), not at the TypeScript source, which is not what
 * `@tunedeck/react-ui/element` loads.
 */
function publicAndBuilt() {
  return {
    name: 'tunedeck-public-and-built',
    packageLinkPhase({ customElementsManifest }) {
      customElementsManifest.schemaVersion = SCHEMA_VERSION;
      customElementsManifest.readme = 'README.md';
      for (const mod of customElementsManifest.modules) {
        const exported = new Set(mod.exports?.map((entry) => entry.declaration.name));
        mod.declarations = mod.declarations?.filter((declaration) => exported.has(declaration.name));
        for (const declaration of mod.declarations ?? [])
          if (declaration.members)
            declaration.members = declaration.members.filter((member) => member.privacy !== 'private');
        const built = builtFile.get(mod.path);
        if (!built) throw new Error(`custom-elements-manifest: ${mod.path} is not an entry of package.json`);
        for (const entry of mod.exports ?? [])
          if (entry.declaration.module === mod.path) entry.declaration.module = built;
        mod.path = built;
      }
    },
  };
}

export default {
  globs: ['src/element/tunedeck-picker.ts'],
  outdir: '.',
  dev: false,
  quiet: true,
  packagejson: false,
  plugins: [ownTypesWrittenOut(), publicAndBuilt()],
};
