// A change of LIMITS.bulkChangeOps steps or more (an import, a restore) is written in bulk: the same
// checks record by record, one transaction, and the musician's devices told once to load the library
// again instead of hearing every record. Another user hears nothing.
import { bulkAddToSet, LIMITS, type LibraryEvent } from '@tunedeck/core';
import { describe, expect, it } from 'vitest';
import { context, eventually, PASSWORD, signUp, songRecord, verifyUser } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();
const titles = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => `${prefix} ${String(i + 1).padStart(4, '0')}`).join('\n');

describe('bulk changes', () => {
  it('tell each device of the musician once to load again; another user hears nothing', async () => {
    const ann = await signUp(backend().storage(), 'bulk-ann');
    await verifyUser(backend().server.url, ann.id);
    const annLaptop = backend().storage();
    await annLaptop.auth.logIn({ email: ann.email, password: PASSWORD });
    const bo = await signUp(backend().storage(), 'bulk-bo');
    const heard: LibraryEvent[] = [];
    const boHeard: LibraryEvent[] = [];
    const stops = [
      await annLaptop.subscribe((event) => heard.push(event)),
      await bo.storage.subscribe((event) => boHeard.push(event)),
    ];

    const library = await ann.storage.loadLibrary();
    const bulk = bulkAddToSet(library, ann.firstSet, titles(600, 'Bulk'), context);
    if (!bulk.ok) throw new Error('refused');
    expect(bulk.change.ops.length).toBeGreaterThanOrEqual(LIMITS.bulkChangeOps);
    await ann.storage.apply(bulk.change);
    await eventually(() => heard.length > 0, 'the bulk message');
    // A small change afterwards still comes record by record.
    await ann.storage.apply({
      ops: [{ type: 'create', collection: 'songs', record: songRecord('After') as never }],
    });
    await eventually(() => heard.length > 1, 'the next record');
    for (const stop of stops) stop();
    expect(
      heard.map((event) => (event.type === 'upsert' ? `${event.type} ${event.collection}` : event.type)),
    ).toEqual(['changed', 'upsert songs']);
    expect(boHeard).toEqual([]);
    const loaded = await annLaptop.loadLibrary();
    expect(Object.keys(loaded.songs)).toHaveLength(601);
    expect(Object.keys(loaded.memberships)).toHaveLength(600);
    await annLaptop.auth.logOut();
    await bo.storage.auth.logOut();
  });

  it('checks every record as a small change does: a taken title refuses the whole change with its code', async () => {
    const cy = await signUp(backend().storage(), 'bulk-cy');
    await verifyUser(backend().server.url, cy.id);
    await cy.storage.apply({
      ops: [{ type: 'create', collection: 'songs', record: songRecord('Bulk 0300') as never }],
    });
    const library = await cy.storage.loadLibrary();
    // Planned as if the title were free (another device took it meanwhile).
    const stale = { ...library, songs: {} };
    const bulk = bulkAddToSet(stale, cy.firstSet, titles(600, 'Bulk'), context);
    if (!bulk.ok) throw new Error('refused');
    await expect(cy.storage.apply(bulk.change)).rejects.toMatchObject({ code: 'title-taken' });
    // A title breaking a rule, deep in the change.
    const invalid = bulkAddToSet(library, cy.firstSet, titles(600, 'Fine'), context);
    if (!invalid.ok) throw new Error('refused');
    const ops = invalid.change.ops.map((op, index) =>
      index === 500 && op.type === 'create' && op.collection === 'songs'
        ? { ...op, record: { ...op.record, title: '..Bad' } }
        : op,
    );
    await expect(cy.storage.apply({ ops })).rejects.toMatchObject({ code: 'invalid-title' });
    const after = await cy.storage.loadLibrary();
    expect(Object.values(after.songs).map((song) => song.title)).toEqual(['Bulk 0300']);
    expect(after.memberships).toEqual({});
  });
});
