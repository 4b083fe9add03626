import { COLLECTIONS, FIRST_READ_COLLECTIONS, RECORD_FIELDS, storedAs } from '@tunedeck/core';

const kinds: Record<string, Record<string, string>> = {};
for (const c of COLLECTIONS) {
  kinds[c] = {};
  for (const f of RECORD_FIELDS[c]) kinds[c][f] = storedAs(c, f);
}
console.log(JSON.stringify({ COLLECTIONS, FIRST_READ_COLLECTIONS, RECORD_FIELDS, kinds }));
