import { followInOrder } from '../band/live.js';
import type { FromLibrarySelection } from '../library/rules/from-library.js';
import { recordPlay } from '../library/rules/history.js';
import type { DeleteSetOptions } from '../library/rules/sets.js';
import type { AddSongToLibraryInput, AddSongToSetInput } from '../library/rules/songs.js';
import type { MoveWishInput } from '../library/rules/wishlist.js';
import type { Knowledge, SongKey } from '../model/constants.js';
import type { Id, PickedTune, PracticeSettings } from '../model/records.js';
import type { GradeInput } from '../practice/grade.js';
import { TunedeckError } from '../storage/errors.js';
import type { LiveFollowOptions } from '../storage/storage.js';
import { normaliseEmail } from '../text/normalise.js';
import type { TourState } from '../tour/state.js';
import type { EmailPassword } from '../validation/auth.js';
import type { ContactInput } from '../validation/contact.js';
import { ClientCore } from './client.js';
import type { ClientOptions, Failed } from './client-state.js';
import { commandKit, type FormOutcome, formRules, practiceRules } from './command-rules.js';
import type { importCommands } from './import-commands.js';
import type { RefusedWriteView } from './refused.js';

export type { CommandResult, FormOutcome } from './command-rules.js';

/**
 * Creates the client store: state for screens plus one command per user action of the spec.
 *
 * ```ts
 * const client = createTunedeckClient({ storage: createMemoryStorage() });
 * await client.auth.signUp({ email: 'ann@example.com', password: 'secret1' });
 * client.picker.next();
 * ```
 */
export function createTunedeckClient(options: ClientOptions) {
  const core = new ClientCore(options);
  const { storage, context } = core;
  const lib = () => core.library;

  const { run, commitRule, submit } = commandKit(core);

  const requireAccount = () => {
    const account = core.account;
    if (!account) throw new Error('Sign in first: this command needs a signed-in user.');
    return account;
  };

  const auth = {
    signUp: (input: EmailPassword) =>
      submit(
        'sign-up',
        (rules) => rules.validateSignUp(input),
        (v) => storage.auth.signUp(v),
      ),
    logIn: (input: EmailPassword) =>
      submit(
        'log-in',
        (rules) => rules.validateLogIn(input),
        (v) => storage.auth.logIn(v),
      ),
    /** Signs out and forgets this device's copy of the musician's data (and what waited to be sent). */
    async logOut(): Promise<void> {
      const user = core.account?.id;
      if (user) core.clearLocalRecords(user);
      await storage.auth.logOut();
      if (user) await core.clearOffline(user);
    },
    resendVerification: () =>
      submit(
        'resend-verification',
        () => ({ ok: true, value: null }),
        () => storage.auth.requestVerification(),
      ),
    async confirmVerification(token: string): Promise<{ ok: true } | Failed> {
      try {
        await storage.auth.confirmVerification(token);
        if (core.account) await storage.auth.refresh();
        return { ok: true };
      } catch (error) {
        return core.failed(error);
      }
    },
    /** Re-reads the account (the /email_auth screen's check for a verification made elsewhere). */
    async refresh(): Promise<{ ok: true } | Failed> {
      try {
        await storage.auth.refresh();
        return { ok: true };
      } catch (error) {
        return core.failed(error);
      }
    },
    /** "Forgot Password?": an empty email answers `instructions` (Password Reset), else sends the link. */
    async requestPasswordReset(email: string) {
      const validated = (await formRules()).validatePasswordReset(email);
      if (validated.ok && validated.value.kind === 'instructions') return { ok: true as const, sent: false };
      const outcome = await submit(
        'password-reset',
        () => validated,
        (v) => (v.kind === 'send' ? storage.auth.requestPasswordReset(v.email) : Promise.resolve()),
      );
      return outcome.ok ? { ok: true as const, sent: true, email: normaliseEmail(email) } : outcome;
    },
    confirmPasswordReset: (token: string, password: string) =>
      submit(
        'new-password',
        (rules) => rules.validateNewPassword(password),
        (v) => storage.auth.confirmPasswordReset(token, v.password),
      ),
    reauthenticate: (password: string) =>
      submit(
        'reauthenticate',
        (rules) => rules.validateReauthenticate(password),
        (v) => storage.auth.reauthenticate(v.password),
      ),
    /** Checks the password, sends the confirmation link to the new address, then signs out (the spec's flow). */
    changeEmail: (input: { newEmail: string; password: string }) =>
      submit(
        'change-email',
        (rules) => rules.validateChangeEmail(input),
        async (v) => {
          await storage.auth.reauthenticate(v.password);
          await storage.auth.requestEmailChange(v.newEmail);
          await auth.logOut();
        },
      ),
    confirmEmailChange: (token: string, password: string) =>
      submit(
        'reauthenticate',
        (rules) => rules.validateReauthenticate(password),
        (v) => storage.auth.confirmEmailChange(token, v.password),
      ),
    changePassword: (input: { oldPassword: string; newPassword: string }) =>
      submit(
        'change-password',
        (rules) => rules.validateChangePassword(input),
        (v) => storage.auth.changePassword(v.oldPassword, v.newPassword),
      ),
    /** Checks the password again, then deletes the login and every record of the user. */
    deleteAccount: (password: string) =>
      submit(
        'reauthenticate',
        (rules) => rules.validateReauthenticate(password),
        async (v) => {
          const user = core.account?.id;
          await storage.auth.reauthenticate(v.password);
          await storage.auth.deleteAccount();
          if (user) {
            core.clearLocalRecords(user);
            await core.clearOffline(user);
          }
        },
      ),
  };

  const library = {
    addSongToSet: (input: AddSongToSetInput) => run((rules) => rules.addSongToSet(lib(), input, context)),
    addExistingSongToSet: (setId: Id, songId: Id) =>
      run((rules) => rules.addExistingSongToSet(lib(), { setId, songId }, context)),
    addSongToLibrary: (input: AddSongToLibraryInput) =>
      run((rules) => rules.addSongToLibrary(lib(), input, context)),
    bulkAddToSet: (setId: Id, text: string) =>
      run((rules) => rules.bulkAddToSet(lib(), setId, text, context)),
    bulkAddToLibrary: (text: string) => run((rules) => rules.bulkAddToLibrary(lib(), text, context)),
    bulkAddToWishList: (text: string) => run((rules) => rules.bulkAddToWishList(lib(), text, context)),
    addFromLibrary: (setId: Id, selection: FromLibrarySelection) =>
      run((rules) => rules.addFromLibrary(lib(), setId, selection, context)),
    editSongTitle: (songId: Id, title: string) =>
      run((rules) => rules.editSongTitle(lib(), { songId, title })),
    editSongKey: (songId: Id, key: SongKey) => run((rules) => rules.editSongKey(lib(), { songId, key })),
    /** Sets a song's composer or style ("" for none). */
    editSongDetail: (songId: Id, field: 'composer' | 'style', value: string) =>
      run((rules) => rules.editSongDetail(lib(), { songId, field, value })),
    editSongNotes: (songId: Id, notes: string) =>
      run((rules) => rules.editSongNotes(lib(), { songId, notes })),
    editSongKnowledge: (songId: Id, knowledge: Knowledge) =>
      run((rules) => rules.editSongKnowledge(lib(), { songId, knowledge })),
    /**
     * Gives a song its chart or replaces it: `key` as iReal Pro writes one ("Bb", "G-"), `text` the typed
     * form. Refused `invalid-data` with the words to show (`message`, `field`), or `not-found`.
     */
    setChart: (songId: Id, chart: { key: string; text: string }) =>
      run((rules) => rules.setChart(lib(), { songId, ...chart })),
    /** Takes a song's chart away; the song stays. */
    removeChart: (songId: Id) => run((rules) => rules.removeChart(lib(), { songId })),
    editSongSets: (songId: Id, setIds: readonly Id[]) =>
      run((rules) => rules.editSongSets(lib(), { songId, setIds }, context)),
    raiseKnowledge: (songId: Id) => run((rules) => rules.raiseKnowledge(lib(), songId)),
    lowerKnowledge: (songId: Id) => run((rules) => rules.lowerKnowledge(lib(), songId)),
    removeFromSet: (setId: Id, songId: Id) => run((rules) => rules.removeFromSet(lib(), { setId, songId })),
    deleteSong: (songId: Id) => run((rules) => rules.deleteSong(lib(), songId)),
    moveOutToWishList: (songId: Id) => run((rules) => rules.moveOutToWishList(lib(), songId, context)),
    wishAdd: (title: string) => run((rules) => rules.wishAdd(lib(), title, context)),
    wishRemove: (wishId: Id) => run((rules) => rules.wishRemove(lib(), wishId)),
    moveWishIntoLibrary: (wishId: Id, input: MoveWishInput) =>
      run((rules) => rules.moveWishIntoLibrary(lib(), wishId, input, context)),
    addSet: (name: string) => run((rules) => rules.addSet(lib(), name, context)),
    renameSet: (setId: Id, name: string) => run((rules) => rules.renameSet(lib(), { setId, name })),
    deleteSet: (setId: Id, options: DeleteSetOptions) =>
      run((rules) => rules.deleteSet(lib(), requireAccount(), setId, options)),
    setPickerSet: (setId: Id) => run((rules) => rules.setPickerSet(lib(), requireAccount(), setId)),
    setLoginToPicker: (enabled: boolean) => run((rules) => rules.setLoginToPicker(enabled)),
    saveTourProgress: (state: TourState | null) => run((rules) => rules.saveTourProgress(state)),
  };

  /** The tune the last NEXT of this device put in the history, for its undo to take back out. */
  let lastPlay: Promise<Id | null> | null = null;

  /**
   * Puts the tune that was on screen into the gig history, kept on the device in the same task as the
   * pick (its rule comes with the client, not with the other rules: the first NEXT of a visit needs it
   * at once); the screens show it a moment later, after the new tune is painted (a long history takes a
   * few milliseconds to copy).
   */
  function record(setId: Id, tune: PickedTune): Id | null {
    // A NEXT within that moment records onto the history as it is, the previous tune included.
    core.publishPending();
    const recorded = recordPlay(lib(), { setId, tune }, context);
    if (!recorded.ok) return null;
    void core.commit(recorded.change, { quiet: true });
    // A tune in practice may be due: then the NEXT counts as practising it "Good" (the scheduler loads
    // only for a tune that has a card; the review follows the play, and leaves with it on undo).
    if (lib().cards[tune.song]) {
      const playId = recorded.playId;
      void practiceRules().then((rules) => {
        // The play is on the device already, but screens may not have been told yet: read it there.
        core.publishPending();
        const counted = rules.gigReview(lib(), playId);
        if (counted.ok && counted.change.ops.length > 0) void core.commit(counted.change, { quiet: true });
      });
    }
    return recorded.playId;
  }

  /**
   * The picker of the account's picker set (or of `setId`). ↑/↓ change the tune on screen's knowledge.
   * The gig history follows: Start New Gig opens a gig, NEXT records the tune that was on screen.
   */
  const picker = {
    next: (setId?: Id) => {
      const moved = core.pick('next', setId);
      const tune = moved?.before.current;
      lastPlay = null;
      if (!moved || !tune) return;
      lastPlay = Promise.resolve(record(moved.setId, tune));
    },
    skip: (setId?: Id) => {
      lastPlay = null;
      core.pick('skip', setId);
    },
    startNewGig: (setId?: Id) => {
      lastPlay = null;
      const moved = core.pick('start-new-gig', setId);
      if (moved) void run((rules) => rules.startGig(lib(), moved.setId, context));
    },
    reset: (setId?: Id) => {
      lastPlay = null;
      core.pick('reset', setId);
    },
    /** Undoes the last NEXT or SKIP of this device for a few seconds after it (`TIMINGS.undoPick`). */
    undo: () => {
      const undone = core.undoPick();
      const play = lastPlay;
      lastPlay = null;
      if (undone && play)
        void play.then((id) => (id ? run((rules) => rules.unrecordPlay(lib(), id)) : undefined));
      return undone;
    },
    raise: (songId: Id) => library.raiseKnowledge(songId),
    lower: (songId: Id) => library.lowerKnowledge(songId),
    /**
     * The page goes away (call on `pagehide`): the device's copy is saved, and picks the server has not
     * taken go with a request that outlives the page.
     */
    flush: () => core.flushPickers(),
    /** Sends again picks that wait on this device (the network is back, the page is shown again). */
    resend: () => core.resendPickers(),
  };

  /** The practice page: grades, tunes asked for, the suggested levels taken, the daily settings. */
  const practice = {
    /** Loads the scheduler ahead of the first grade (the practice page asks when it opens). */
    load: practiceRules,
    /**
     * A grade for a tune of today's list. The library moves on at once (the next tune is on screen) and
     * tells the level to suggest ("Mark as Know?"), if any; `saved` settles once the server has it.
     */
    grade: async (input: GradeInput) => {
      const result = (await practiceRules()).gradeTune(lib(), input, context);
      if (!result.ok) return result;
      const { change, ...details } = result;
      return { ...details, saved: core.commit(change) };
    },
    /** "Practise this tune": a song not practised yet joins today's list. */
    start: async (songId: Id) => commitRule((await practiceRules()).startPractice(lib(), songId, context)),
    /** The suggested level, accepted with one tap. */
    acceptSuggestion: async (songId: Id, knowledge: Knowledge) =>
      commitRule((await practiceRules()).acceptSuggestion(lib(), songId, { knowledge })),
    /** New tunes a day, minutes a day, all twelve keys (null: the defaults). */
    setSettings: (settings: PracticeSettings | null) =>
      commitRule({
        ok: true as const,
        change: { ops: [{ type: 'account' as const, patch: { practice: settings } }] },
      }),
  };

  /** Changes made offline that the server refused when the network came back. */
  const offline = {
    /**
     * Each refused change in the musician's words: what it did, why it was refused, what was kept. The
     * words load when first asked for (most visits have nothing refused).
     */
    async refused(): Promise<RefusedWriteView[]> {
      const { describeRefusedWrite } = await import('./refused.js');
      return core.state.refused.map((write) => describeRefusedWrite(write, lib()));
    },
    /** Saves a refused change again with free titles ("Autumn Leaves (2)"), when titles were the clash. */
    async keepBoth(id: number): Promise<{ ok: true } | Failed> {
      const { describeRefusedWrite } = await import('./refused.js');
      const write = core.state.refused.find((w) => w.id === id);
      const remedy = write && describeRefusedWrite(write, lib()).keepBoth;
      if (!remedy) return core.failed(new TunedeckError('not-found', 'No refused change to save again.'));
      core.dismissRefused(id);
      return core.commit(remedy.change);
    },
    /** The musician has read it: it leaves the list. */
    dismiss: (id: number) => core.dismissRefused(id),
  };

  /**
   * Bringing a repertoire in (the Import screen): read, preview, then one atomic write. The commands
   * load with their first use, not with every page (a picker's first visit does without them).
   */
  let importing: Promise<ReturnType<typeof importCommands>> | null = null;
  const importer = () =>
    (importing ??= import('./import-commands.js').then(
      (loaded) => loaded.importCommands(core, options.readImport),
      (error: unknown) => {
        // Not loaded (offline before the page's files were kept): the next use tries again.
        importing = null;
        throw error;
      },
    ));
  const imports: ReturnType<typeof importCommands> = {
    read: async (...args) => (await importer()).read(...args),
    preview: async (...args) => (await importer()).preview(...args),
    commit: async (...args) => (await importer()).commit(...args),
    restoreProblem: async () => (await importer()).restoreProblem(),
    restore: async (...args) => (await importer()).restore(...args),
  };

  const contact = {
    send: async (input: ContactInput): Promise<FormOutcome<keyof ContactInput>> => {
      const validated = (await formRules()).validateContact(input);
      if (!validated.ok) return { ok: false, reason: 'invalid', errors: validated.errors };
      try {
        const user = core.account?.id;
        await storage.sendContact(user ? { ...validated.value, user } : validated.value);
        return { ok: true };
      } catch (error) {
        return core.failed(error);
      }
    },
  };

  return {
    /** The valtio state; read it with `useSnapshot(client.state)` or `client.getSnapshot()`. */
    state: core.state,
    subscribe: core.subscribe.bind(core),
    getSnapshot: core.getSnapshot.bind(core),
    dismissError: core.dismissError.bind(core),
    /** Re-reads the library after realtime may have missed events (network back, page shown again). */
    resync: core.resync.bind(core),
    dispose: core.dispose.bind(core),
    /**
     * The charts, read a moment after the library (`state.chartsLoaded`): `ready()` resolves true once
     * every chart is in `state.library.charts` (wait for it before a backup), false when offline.
     */
    charts: { ready: () => core.connection.charts.ready() },
    auth,
    library,
    picker,
    practice,
    offline,
    imports,
    contact,
    /**
     * Band follow, straight from the storage: the leader starts, finds and stops a live share; anyone
     * follows one by its token, signed in or not.
     */
    live: {
      start: (set: Id) => storage.live.start(set),
      current: () => storage.live.current(),
      stop: () => storage.live.stop(),
      // Views in order: one older than the view shown never replaces it.
      follow: followInOrder((token, listener, options?: LiveFollowOptions) =>
        storage.live.follow(token, listener, options),
      ),
    },
  };
}

export type TunedeckClient = ReturnType<typeof createTunedeckClient>;
