// What PocketBase's JS runtime (goja) lacks of what core may use, given to it as the hooks bundle loads
// (hooks-core-entry.ts calls `completeRuntime`). goja has no TextEncoder: core counts a text's UTF-8
// bytes with it in places (a chart's size), so the hooks would fail on every chart without this one.
import { utf8Bytes } from '@tunedeck/core';

/** UTF-8 bytes of `text` (a lone surrogate as U+FFFD, as TextEncoder writes it). */
export function utf8Encode(text: string): Uint8Array {
  const bytes = new Uint8Array(utf8Bytes(text));
  let at = 0;
  for (let index = 0; index < text.length; index += 1) {
    let code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const low = text.charCodeAt(index + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        index += 1;
      }
    }
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) bytes[at++] = code;
    else if (code < 0x800) {
      bytes[at++] = 0xc0 | (code >> 6);
      bytes[at++] = 0x80 | (code & 0x3f);
    } else if (code < 0x10000) {
      bytes[at++] = 0xe0 | (code >> 12);
      bytes[at++] = 0x80 | ((code >> 6) & 0x3f);
      bytes[at++] = 0x80 | (code & 0x3f);
    } else {
      bytes[at++] = 0xf0 | (code >> 18);
      bytes[at++] = 0x80 | ((code >> 12) & 0x3f);
      bytes[at++] = 0x80 | ((code >> 6) & 0x3f);
      bytes[at++] = 0x80 | (code & 0x3f);
    }
  }
  return bytes;
}

/** Gives the runtime what it lacks (nothing where it has it all, as in Node). */
export function completeRuntime(): void {
  const runtime = globalThis as { TextEncoder?: unknown };
  runtime.TextEncoder ??= class {
    readonly encoding = 'utf-8';
    encode(text = ''): Uint8Array {
      return utf8Encode(String(text));
    }
  };
}
