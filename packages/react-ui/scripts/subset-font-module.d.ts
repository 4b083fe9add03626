// subset-font ships no types: the one function scripts/subset-font.ts calls.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      noLayoutClosure?: boolean;
      preserveNameIds?: number[];
    },
  ): Promise<Buffer>;
}
