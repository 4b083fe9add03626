import { type Options } from 'tsup';
/** Relative to the package (tsup runs there). */
export declare const ELEMENT_ENTRY: {
  'tunedeck-picker': string;
};
/** The element's build options (entry, bundling, minifying), without where it goes. */
export declare const elementOptions: Options;
/** Builds the element file into `outDir` (no declarations): what the browser test loads. */
export declare function buildElement(outDir: string): Promise<string>;
