import { type Options } from 'tsup';
/** Relative to the package (tsup runs there). */
export declare const ELEMENT_ENTRY: {
  'tunedeck-picker': string;
};
export declare const ELEMENT_CHART_ENTRY: {
  'tunedeck-picker-chart': string;
};
/** The element's build options (entries, bundling, minifying), without where it goes: two files. */
export declare const elementOptions: Options;
/**
 * Builds the element file and its chart file into `outDir` (no declarations): what the site serves and
 * the browser tests load. Returns the element file's path.
 */
export declare function buildElement(outDir: string): Promise<string>;
