import type { Account } from '../model/records.js';

const FIELDS = ['id', 'email', 'name', 'verified', 'loginToPicker', 'pickerSet'] as const;

/**
 * Whether two reads of the signed-in account say the same (null for signed out): storage adapters tell
 * their listeners only when something changed.
 */
export function sameAccount(a: Account | null, b: Account | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    FIELDS.every((field) => a[field] === b[field]) &&
    JSON.stringify(a.tour ?? null) === JSON.stringify(b.tour ?? null) &&
    JSON.stringify(a.practice ?? null) === JSON.stringify(b.practice ?? null)
  );
}
