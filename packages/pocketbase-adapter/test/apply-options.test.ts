import { type Change, initialPickerState, type PickerState } from '@tunedeck/core';
import { createPocketBaseStorage } from '@tunedeck/pocketbase';
import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { CHANGES_PATH, KEEPALIVE_MAX_BYTES } from '../src/storage/apply.js';
import { newId, signUp, TIME0 } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();

/** A device whose client records the options of every change request it sends (then sends it). */
async function recordingDevice() {
  const pb = new PocketBase(backend().server.url);
  const sent: Array<{ keepalive: boolean; bytes: number }> = [];
  pb.beforeSend = (url, options) => {
    if (url.endsWith(CHANGES_PATH)) {
      sent.push({ keepalive: options.keepalive === true, bytes: Buffer.byteLength(String(options.body)) });
    }
    return { url, options };
  };
  const user = await signUp(createPocketBaseStorage({ pb }), 'keepalive');
  return { ...user, sent };
}

const pickerWrite = (set: string, state: PickerState): Change => ({
  ops: [{ type: 'upsert', collection: 'pickers', record: { id: set, set, state } }],
});

describe('apply with keepalive (the picker state written as the page goes away)', () => {
  it('sends the change with keepalive, and the server stores it', async () => {
    const device = await recordingDevice();
    const state = { ...initialPickerState(TIME0 + 5), current: null };
    await device.storage.apply(pickerWrite(device.firstSet, state), { keepalive: true });
    expect(device.sent).toEqual([{ keepalive: true, bytes: expect.any(Number) }]);
    const { pickers } = await device.storage.loadLibrary();
    expect(pickers[device.firstSet]?.state).toEqual(state);
  });

  it('sends other changes without it', async () => {
    const device = await recordingDevice();
    await device.storage.apply(pickerWrite(device.firstSet, initialPickerState(TIME0 + 6)));
    expect(device.sent.map((request) => request.keepalive)).toEqual([false]);
  });

  it('drops keepalive when the body is too large for a browser to keep alive, and still writes', async () => {
    const device = await recordingDevice();
    // A picker state of a big set: thousands of played songs (ids of the user's own songs).
    const songs = Array.from({ length: 4000 }, () => newId());
    const state: PickerState = { ...initialPickerState(TIME0 + 7), played: songs };
    await device.storage.apply(pickerWrite(device.firstSet, state), { keepalive: true });
    expect(device.sent).toHaveLength(1);
    expect(device.sent[0]!.bytes).toBeGreaterThan(KEEPALIVE_MAX_BYTES);
    expect(device.sent[0]!.keepalive).toBe(false);
    const { pickers } = await device.storage.loadLibrary();
    expect(pickers[device.firstSet]?.state.played).toHaveLength(4000);
  });
});
