import { describe, expect, it } from 'vitest';
import { setNamed, signedInClient, until } from '../../test/store-helpers.js';
import type { TunedeckClient } from './create-client.js';

/** Puts every song of the Gig set in practice (due now), and the Gig set on the picker. */
async function gigInPractice(client: TunedeckClient) {
  const gig = setNamed(client, 'Gig');
  await client.library.setPickerSet(gig.id);
  for (const membership of Object.values(client.state.library.memberships))
    if (membership.set === gig.id) await client.practice.start(membership.song);
  await until(client, () => client.state.saving === 0 && client.state.waiting === 0, 'saved');
}

const gigReviews = (client: TunedeckClient) =>
  [...client.state.library.reviews.values()].filter((review) => review.source === 'gig');

describe('client.practice and the picker', () => {
  it('counts a NEXT on a due tune as a Good review under the play’s id, the scheduler already loaded', async () => {
    const { client } = await signedInClient();
    await gigInPractice(client);
    await client.practice.load();
    const gig = setNamed(client, 'Gig').id;
    const tune = client.state.library.pickers[gig]?.state.current;
    if (!tune) throw new Error('a tune on the picker');
    client.picker.next();
    await until(client, () => gigReviews(client).length === 1, 'the gig review');
    const [review] = gigReviews(client);
    const play = client.state.library.plays.get(review!.id)!;
    expect(play.song).toBe(tune.song);
    expect(review).toMatchObject({
      song: tune.song,
      grade: 3,
      key: tune.key,
      reviewed: play.played,
      seconds: 0,
    });
    // Undone, the NEXT takes its review back out with its play.
    expect(client.picker.undo()).toBe(true);
    await until(
      client,
      () => gigReviews(client).length === 0 && !client.state.library.plays.get(review!.id),
      'undone',
    );
  });

  it('grades a tune: the library moves on at once, the server has it once saved', async () => {
    const { client, backend } = await signedInClient();
    const [first] = Object.values(client.state.library.songs).filter((song) => song.knowledge === 'new');
    const graded = await client.practice.grade({ id: first!.id, grade: 3, key: 'C', seconds: 200 });
    if (!graded.ok) throw new Error(graded.reason);
    expect(client.state.library.cards[first!.id]?.reps).toBe(1);
    expect(await graded.saved).toEqual({ ok: true });
    expect(backend.libraryOf('ann@example.com')?.reviews.size).toBe(1);
  });
});
