import { describe, expect, it } from 'vitest';
import { signedInClient } from '../../test/store-helpers.js';
import { changesLostOnLogOut, SYNC_STATUS_LABELS, syncStatus } from './sync-status.js';

describe('sync status', () => {
  it('is offline while picks wait, saving while writes are in flight, saved otherwise, nothing before load', () => {
    expect(syncStatus({ status: 'loading', offline: false, saving: 0 })).toBeNull();
    expect(syncStatus({ status: 'signed-out', offline: true, saving: 1 })).toBeNull();
    expect(syncStatus({ status: 'ready', offline: true, saving: 2 })).toBe('offline');
    expect(syncStatus({ status: 'ready', offline: false, saving: 1 })).toBe('syncing');
    expect(syncStatus({ status: 'ready', offline: false, saving: 0 })).toBe('synced');
    expect(Object.values(SYNC_STATUS_LABELS)).toEqual(['Offline', 'Saving…', 'Saved']);
  });

  it('follows a real client: saving during a write, saved after it', async () => {
    const { client } = await signedInClient();
    expect(syncStatus(client.state)).toBe('synced');
    // The first command loads the library rules; from then on a command shows at once.
    await client.library.addSet('Warm-up');
    const adding = client.library.addSet('Sunday jam');
    expect(syncStatus(client.state)).toBe('syncing');
    await adding;
    expect(syncStatus(client.state)).toBe('synced');
  });

  it('counts the changes a log-out would lose: those kept offline, none while online', () => {
    expect(changesLostOnLogOut({ offline: true, waiting: 23 })).toBe(23);
    expect(changesLostOnLogOut({ offline: false, waiting: 2 })).toBe(0);
    expect(changesLostOnLogOut({ offline: true, waiting: 0 })).toBe(0);
  });
});
