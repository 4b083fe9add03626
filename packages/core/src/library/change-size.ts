// Whether a change fits in one request: the server takes a change whole or not at all, so an import or a
// restore larger than one request is refused before anything is applied.
import { LIMITS } from '../model/constants.js';
import type { Steps } from '../model/slices.js';
import type { Change } from './operation.js';

/** The UTF-8 bytes of `text`, as a request's body carries it. */
export function utf8Bytes(text: string): number {
  let bytes = text.length;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) continue;
    // Two bytes below U+0800; a surrogate pair is two code units and four bytes; else three.
    if (code < 0x800) bytes += 1;
    else if (code < 0xd800 || code > 0xdbff) bytes += 2;
    else {
      bytes += 2;
      index += 1;
    }
  }
  return bytes;
}

/** How large a change is as one request: its steps and the bytes of its JSON. */
export interface ChangeSize {
  readonly steps: number;
  readonly bytes: number;
}

/**
 * The change's size when it is more than one request carries (more steps than `LIMITS.changeOps`, or
 * more bytes of JSON than `LIMITS.changeBytes`), or null when it fits. The one rule that an import's plan
 * and a backup's restore both ask.
 */
export function changeTooLarge(change: Change): ChangeSize | null {
  const size = { steps: change.ops.length, bytes: utf8Bytes(JSON.stringify(change)) };
  return size.steps > LIMITS.changeOps || size.bytes > LIMITS.changeBytes ? size : null;
}

/**
 * `changeTooLarge` as steps (see `runInSlices`): the JSON's bytes summed a step at a time, `perStep` of
 * the change's steps between two pauses, each pause telling `progress` (what the caller counts done).
 * The same answer: `{"ops":[` and `]}` around the steps' JSON, a comma between two.
 */
export function* changeTooLargeSteps(
  change: Change,
  perStep: number,
  progress: number,
): Steps<ChangeSize | null> {
  let bytes = '{"ops":[]}'.length + Math.max(0, change.ops.length - 1);
  for (const [index, op] of change.ops.entries()) {
    if (index > 0 && index % perStep === 0) yield progress;
    bytes += utf8Bytes(JSON.stringify(op));
  }
  const size = { steps: change.ops.length, bytes };
  return size.steps > LIMITS.changeOps || size.bytes > LIMITS.changeBytes ? size : null;
}
