import { LIMITS } from '../model/constants.js';
import { formatCount } from '../text/count.js';

/**
 * Why a file brought to the Import screen is not read at all (larger than `LIMITS.importFileBytes`:
 * nothing that large can be imported or restored in one change), or null. Asked before the file is read.
 */
export function importFileProblem(name: string, bytes: number): string | null {
  if (bytes <= LIMITS.importFileBytes) return null;
  return `“${name}” is too large to import: the Import screen reads files of at most ${formatCount(LIMITS.importFileBytes / (1024 * 1024))} MB.`;
}
