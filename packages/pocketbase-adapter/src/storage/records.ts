import {
  type Account,
  type CollectionName,
  type CollectionRecords,
  isPracticeSettings,
  isTourState,
  RECORD_FIELDS,
} from '@tunedeck/core';

export type Raw = Record<string, unknown>;

/** A server record as core's record of that collection (server-only fields dropped). */
export function toRecord<C extends CollectionName>(collection: C, raw: Raw): CollectionRecords[C] {
  const record: Raw = { id: raw.id };
  for (const field of RECORD_FIELDS[collection]) record[field] = raw[field];
  return record as unknown as CollectionRecords[C];
}

/** The fields of a record or patch that core's records have: nothing else may reach the server. */
export function toFields(collection: CollectionName, fields: object): Raw {
  const source = fields as Raw;
  const body: Raw = {};
  for (const field of RECORD_FIELDS[collection] as readonly string[]) {
    if (field in source) body[field] = source[field];
  }
  return body;
}

/** A field of a patch core's records do not have: the server must not see it. */
export function unknownPatchField(collection: CollectionName, patch: object): string | undefined {
  return Object.keys(patch).find(
    (field) => !(RECORD_FIELDS[collection] as readonly string[]).includes(field),
  );
}

/** The set an account's picker picks from, as its users' record holds it ('' for none). */
export function pickerSetOf(raw: Raw): string {
  return String(raw.pickerSet ?? '');
}

export function toAccount(raw: Raw): Account {
  return {
    id: String(raw.id),
    email: String(raw.email ?? ''),
    name: String(raw.name ?? ''),
    verified: raw.verified === true,
    loginToPicker: raw.loginToPicker === true,
    pickerSet: pickerSetOf(raw),
    // The Quick Start's progress: absent until the tour starts (a JSON field reads null when empty).
    ...(isTourState(raw.tour) ? { tour: raw.tour } : {}),
    // The practice settings: absent for the defaults (never written, or written as null).
    ...(isPracticeSettings(raw.practice) ? { practice: raw.practice } : {}),
  };
}
