// The screens' styles load with the page (core.css, loaded first, has the Welcome page's).
import '@tunedeck/react-ui/screens.css';
import {
  clampTourStep,
  findSongByTitle,
  type Id,
  type Library,
  parseTourState,
  pickerView,
  TOUR_START,
  type TourAction,
  type TourOutcome,
  type TourState,
  tourTransition,
  tourView,
} from '@tunedeck/core';
import {
  AddMultipleSongsDialog,
  AddSetDialog,
  AddSongDialog,
  AppLayout,
  Button,
  type Destination,
  DialogAsideContext,
  EmptyState,
  HelpScreen,
  LibraryScreen,
  MoveOutDialog,
  Navigation,
  PickerScreen,
  QuickStartErrorDialog,
  QuickStartScreen,
  SetScreen,
  SetsScreen,
  SongScreen,
  Spinner,
  TOUR_LOST_TEXT,
  useClientState,
  useTunedeck,
  WishListScreen,
} from '@tunedeck/react-ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';

/** Which real screen each step of the tour is drawn on (quickstart.md's table). */
type Screen = 'help' | 'library' | 'sets' | 'set' | 'song' | 'picker' | 'wish-list';

function screenOf(step: number): Screen {
  if (step <= 2) return 'help';
  if (step === 3) return 'library';
  if (step <= 6) return 'sets';
  if (step <= 18 || (step >= 22 && step <= 25)) return 'set';
  if (step <= 21) return 'song';
  if (step <= 49) return 'picker';
  return 'wish-list';
}

const CURRENT: Record<Screen, Destination> = {
  help: 'help',
  library: 'library',
  sets: 'library',
  set: 'library',
  song: 'library',
  picker: 'picker',
  'wish-list': 'tunes-to-learn',
};

const noop = () => {};
const RESTART = 'Start the Quick Start again';

/** From this width the main menu is a sidebar, always open (navigation.css): it cannot be closed. */
const SIDEBAR = '(min-width: 1024px)';
const sidebarShown = () => window.matchMedia(SIDEBAR).matches;

/**
 * The Quick Start (/help/quickstart/1 … 52) on the real screens and dialogs, driven by core's tour
 * rules. What the musician does on a screen is told to `tourTransition`; an action the step does not
 * allow does nothing, an allowed one does its real work (the set, the songs, the picks are the
 * musician's own) and moves the tour, whose progress is saved on the account: /help/quickstart resumes
 * at the saved step after a reload or on another device.
 */
export function QuickStartRoute() {
  const [, navigate] = useLocation();
  const client = useTunedeck();
  const { account, library: snapshot, status } = useClientState();
  const param = useParams<{ step?: string }>().step;
  const saved = parseTourState(account?.tour ?? null);
  const step = param === undefined ? saved.step : clampTourStep(Number(param));
  const [quickStartError, setQuickStartError] = useState(false);

  // /help/quickstart: go on at the saved step; a finished tour starts again.
  const finished = saved.finished === true;
  useEffect(() => {
    if (param !== undefined) return;
    if (finished) void client.library.saveTourProgress(TOUR_START);
    navigate(`/help/quickstart/${finished ? 1 : saved.step}`, { replace: true });
  }, [param, saved.step, finished, navigate, client]);
  useEffect(() => {
    document.title = `Quick Start, step ${step} · Tunedeck`;
  }, [step]);

  // What the tour remembered, at the step in the address. Several reports can come from one click (a
  // menu's choice, then its closing): each is judged on the state the one before it left.
  const state: TourState = { ...saved, step };
  const current = useRef(state);
  current.current = state;

  const act = (action: TourAction, library?: Library): TourOutcome => {
    const before = current.current;
    const { state: next, outcome } = tourTransition(before, action, library);
    if (outcome === 'refused') return outcome;
    current.current = next;
    void client.library.saveTourProgress(next);
    if (outcome !== 'left' && next.step !== before.step) navigate(`/help/quickstart/${next.step}`);
    return outcome;
  };
  /** Whether the step allows an action, before doing its real work (whose result the action carries). */
  const allows = (action: TourAction) => tourTransition(current.current, action).outcome !== 'refused';

  const restart = () => {
    current.current = { ...TOUR_START };
    void client.library.saveTourProgress(TOUR_START);
    navigate('/help/quickstart/1');
  };

  // A link on the screen under the tour is one of its actions, not a way out of it.
  const onNavigate = (href: string) => {
    const [, root, kind, setId, songId] = href.split('/');
    if (root !== 'library') return;
    if (kind === 'sets' && !setId) act({ type: 'choose-library-link', link: 'sets' });
    else if (kind === 'allsongs' && !setId) act({ type: 'choose-library-link', link: 'all-songs' });
    else if (kind === 'sets' && setId && songId) act({ type: 'open-song', songId });
    else if (kind === 'sets' && setId)
      act(current.current.step === 21 ? { type: 'open-set-crumb', setId } : { type: 'open-set', setId });
  };

  const library = status === 'ready' ? (snapshot as Library) : null;
  const screen = screenOf(step);
  const view = tourView(state);
  const navigation = (
    <Navigation
      key={screen}
      current={CURRENT[screen]}
      onLogOut={noop}
      desktopSidebar
      onlyEnabled={view.destination ?? null}
      defaultOpen={view.menuOpen === 'main'}
      onOpenChange={(open) => {
        // A sidebar does not close: a click beside it is not the tour's way back.
        if (!open && sidebarShown()) return;
        act({ type: open ? 'open-main-menu' : 'close-main-menu' });
      }}
      // The tour never enables Practice (it came after the tour was written): only its own stops count.
      onNavigate={(destination) =>
        destination !== 'practice' && act({ type: 'choose-destination', destination })
      }
    />
  );

  let stage: ReactNode;
  let tuneIsKnow = false;
  let lost = false;
  // The step's set and songs are known once both the library and the account (the tour's progress,
  // with what it made) are in: until then a step is not judged lost.
  if (!library || !account) {
    stage = <Spinner label="Loading your tunes" showLabel />;
  } else if (screen === 'help') {
    stage = <HelpScreen quickStartHref="/help/quickstart" />;
  } else if (screen === 'library') {
    stage = <LibraryScreen />;
  } else if (screen === 'sets') {
    stage = (
      <>
        <SetsScreen library={library} onAddSet={() => act({ type: 'open-add-set' })} />
        {step === 5 ? (
          <AddSetDialog
            library={library}
            onSubmit={async (name) => {
              const added = await client.library.addSet(name);
              if (added.ok) act({ type: 'add-set', setId: added.setId });
            }}
            onClose={() => act({ type: 'cancel' })}
          />
        ) : null}
      </>
    );
  } else if (!state.setId || !library.sets[state.setId]) {
    lost = true;
    stage = <TourLost onRestart={restart} />;
  } else if (screen === 'set') {
    stage = (
      <SetStep
        state={state}
        library={library}
        pickerSet={account?.pickerSet ?? null}
        quickStartError={quickStartError}
        setQuickStartError={setQuickStartError}
        act={act}
        allows={allows}
      />
    );
  } else if (screen === 'song') {
    const songId = state.openedSongId;
    lost = !songId || !library.songs[songId];
    stage =
      songId && !lost ? (
        <SongScreen
          key={songId}
          library={library}
          songId={songId}
          setId={state.setId}
          {...(step === 20 ? { initialEditing: 'knowledge' as const } : {})}
          onEditingChange={(field) => {
            if (field === 'knowledge') act({ type: 'edit-knowledge' });
            else if (field === null) act({ type: 'cancel' });
          }}
          onEditKnowledge={(knowledge) => {
            if (act({ type: 'confirm-knowledge', knowledge }) !== 'refused')
              void client.library.editSongKnowledge(songId, knowledge);
          }}
          onEditTitle={noop}
          onEditKey={noop}
          onEditDetail={noop}
          onEditNotes={noop}
          onEditSets={noop}
          onDelete={noop}
        />
      ) : (
        <TourLost onRestart={restart} />
      );
  } else if (screen === 'picker') {
    const picker = pickerView(library, account?.pickerSet);
    const tune = picker.status === 'ready' ? picker.tune : null;
    tuneIsKnow = tune?.knowledge === 'know';
    stage = (
      <>
        <PickerScreen
          view={picker}
          offline={false}
          menuDefaultOpen={view.menuOpen === 'page'}
          onMenuOpenChange={(open) => act({ type: open ? 'open-page-menu' : 'close-page-menu' })}
          onMenuAction={(item) => {
            if (item === 'start-new-gig' && act({ type: 'choose-menu-item', item }) !== 'refused')
              client.picker.startNewGig();
          }}
          onNext={() => {
            if (act({ type: 'next' }) !== 'refused') client.picker.next();
          }}
          onSkip={() => {
            if (act({ type: 'skip' }) !== 'refused') client.picker.skip();
          }}
          onRaise={async (t) => {
            if (!allows({ type: 'raise', knowledge: 'know' })) return;
            const raised = await client.picker.raise(t.id);
            if (raised.ok) act({ type: 'raise', knowledge: raised.knowledge });
          }}
          onLower={(t) => {
            if (act({ type: 'lower', knowledge: t.knowledge, title: t.title }) === 'refused') return;
            if (!t.lowerMovesOut) void client.picker.lower(t.id);
          }}
          onOpenNotes={noop}
          onChangeSet={noop}
        />
        {step === 47 && tune ? (
          <MoveOutDialog
            title={tune.title}
            onConfirm={() => {
              if (act({ type: 'move-out' }) !== 'refused') void client.library.moveOutToWishList(tune.id);
            }}
            onClose={() => act({ type: 'cancel' })}
          />
        ) : null}
      </>
    );
  } else {
    stage = <WishListScreen library={library} onMenuAction={noop} onRemove={noop} onMoveIntoLibrary={noop} />;
  }

  return (
    <AppLayout>
      <main>
        <QuickStartScreen
          step={step}
          tour={state}
          tuneIsKnow={tuneIsKnow}
          onNavigate={onNavigate}
          onButton={() => act({ type: 'callout-button' })}
          onMenuShown={() => act({ type: 'open-main-menu' })}
          onBack={() => act({ type: 'back' })}
          onClose={() => act({ type: 'close' })}
          navigation={screen === 'help' || library ? navigation : null}
          {...(lost ? { targets: [{ text: RESTART }], text: TOUR_LOST_TEXT } : {})}
        >
          {stage}
        </QuickStartScreen>
      </main>
    </AppLayout>
  );
}

interface SetStepProps {
  state: TourState;
  library: Library;
  pickerSet: Id | null;
  quickStartError: boolean;
  setQuickStartError: (shown: boolean) => void;
  act: (action: TourAction, library?: Library) => TourOutcome;
  allows: (action: TourAction) => boolean;
}

/** Steps 7–18 and 22–25: the tour's set, its menu and the dialogs it opens. */
function SetStep({
  state,
  library,
  pickerSet,
  quickStartError,
  setQuickStartError,
  act,
  allows,
}: SetStepProps) {
  const client = useTunedeck();
  const step = state.step;
  const setId = state.setId as Id;
  const added = (songId: Id) => act({ type: 'add-song', songId });
  let dialog: ReactNode = null;
  if (quickStartError) {
    // The tour's own message stands alone: no callout over it.
    dialog = (
      <DialogAsideContext.Provider value={null}>
        <QuickStartErrorDialog onClose={() => setQuickStartError(false)} />
      </DialogAsideContext.Provider>
    );
  } else if (step >= 9 && step <= 12) {
    dialog = (
      <AddSongDialog
        library={library}
        target={{ kind: 'set', setId }}
        onSubmit={async ({ title, key, knowledge, notes }) => {
          // Enter in a field submits too: only step 12 adds.
          if (!allows({ type: 'add-song', songId: '' })) return;
          const song = await client.library.addSongToSet({ setId, title, key, knowledge, notes });
          if (song.ok) added(song.songId);
        }}
        onAlreadyInLibrary={async (songId) => {
          if (!allows({ type: 'add-song', songId })) return;
          const joined = await client.library.addExistingSongToSet(setId, songId);
          if (joined.ok) added(songId);
        }}
        onClose={() => act({ type: 'cancel' })}
      />
    );
  } else if (step === 16 || step === 17) {
    dialog = (
      <AddMultipleSongsDialog
        library={library}
        target={{ kind: 'set', setId }}
        initialText={state.lines ?? ''}
        onSubmit={async (_plan, text) => {
          const outcome = act({ type: 'submit-songs', lines: text }, library);
          if (outcome === 'quick-start-error') setQuickStartError(true);
          if (outcome !== 'allowed') return;
          const report = await client.library.bulkAddToSet(setId, text);
          if (!report.ok) return;
          const songIds = report.created.flatMap((title) => {
            const song = findSongByTitle(client.state.library as Library, title);
            return song ? [song.id] : [];
          });
          act({ type: 'songs-added', songIds });
        }}
        onClose={() => act({ type: 'cancel' })}
      />
    );
  }
  return (
    <>
      <SetScreen
        library={library}
        setId={setId}
        pickerSetId={pickerSet}
        menuDefaultOpen={tourView(state).menuOpen === 'page'}
        onMenuOpenChange={(open) => act({ type: open ? 'open-page-menu' : 'close-page-menu' })}
        onMenuAction={(item) => {
          if (item !== 'add-new-song' && item !== 'add-multiple-songs' && item !== 'set-as-picker-set')
            return;
          if (act({ type: 'choose-menu-item', item }) === 'refused') return;
          if (item === 'set-as-picker-set') void client.library.setPickerSet(setId);
        }}
      />
      {dialog}
    </>
  );
}

/** What the tour made is gone (deleted meanwhile): start again rather than stand still. */
function TourLost({ onRestart }: { onRestart: () => void }) {
  return (
    <EmptyState
      action={
        <Button variant="primary" onClick={onRestart}>
          {RESTART}
        </Button>
      }
    >
      <p>The set and songs this step works on are not in your library.</p>
    </EmptyState>
  );
}
