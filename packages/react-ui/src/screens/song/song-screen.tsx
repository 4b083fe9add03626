import {
  daysAgoText,
  displayKey,
  displayTitle,
  fieldMessage,
  formatCount,
  gigDate,
  type Id,
  type Instrument,
  type Knowledge,
  type Library,
  NEVER_PLAYED,
  type SongKey,
  type SongPlays,
  setsOfSong,
  songPlayStats,
  sortSets,
  validateNotes,
  validateSongDetail,
  validateSongTitleEdit,
} from '@tunedeck/core';
import type { StoredChart } from '@tunedeck/core/chart';
import type { SongPracticeView } from '@tunedeck/core/practice';
import { useMemo, useState } from 'react';
import { ChoiceList } from '../../internal/choice-list.js';
import { KEY_OPTIONS, KNOWLEDGE_OPTIONS } from '../../internal/song-options.js';
import { Breadcrumb, type Crumb } from '../../primitives/breadcrumb/breadcrumb.js';
import { Button } from '../../primitives/button/button.js';
import { RadioGroup } from '../../primitives/field/choice.js';
import { Select, TextArea, TextField } from '../../primitives/field/field.js';
import { KeyName } from '../../primitives/key-name/key-name.js';
import { KeyWheel } from '../../primitives/key-wheel/key-wheel.js';
import { KnowledgeBadge } from '../../primitives/knowledge-badge/knowledge-badge.js';
import { Link } from '../../primitives/link/link.js';
import { PageHeader } from '../../primitives/page-header/page-header.js';
import { ChartSection } from './chart-section.js';
import { EditButton, SongField } from './song-field.js';

export interface SongScreenProps {
  library: Library;
  songId: Id;
  /** The set of the route (/library/sets/{setId}/{songId}); left out on /library/allsongs/{songId}. */
  setId?: Id;
  onEditTitle: (title: string) => void;
  onEditKey: (key: SongKey) => void;
  onEditKnowledge: (knowledge: Knowledge) => void;
  onEditNotes: (notes: string) => void;
  onEditSets: (setIds: Id[]) => void;
  /** Sets the song's composer or style ("" for none). */
  onEditDetail: (field: 'composer' | 'style', value: string) => void;
  onDelete: () => void;
  /** A field open for editing at first (a Quick Start step resumed with the editor open). */
  initialEditing?: SongFieldName;
  /** Told when a field's editor opens, or `null` when it closes (Cancel or Confirm). */
  onEditingChange?: (field: SongFieldName | null) => void;
  /** "Now" for when the song was last played (stories and tests fix it). @default Date.now() */
  now?: number;
  /** The song's practice (core's `songPracticeView`); the Practice section shows when given. */
  practice?: SongPracticeView | null;
  /** "Practise This Tune": the song joins today's practice list. */
  onStartPractice?: () => void;
  /**
   * Whether `library.charts` holds every chart yet (they are read just after the library): until then a
   * song without one shows the chart as being read. @default true
   */
  chartsLoaded?: boolean;
  /** Saves the song's chart (the Chart section offers Add and Edit when given). */
  onSaveChart?: (chart: StoredChart) => void;
  /** The chart's instrument at first; else this device's remembered one (stories fix it). */
  instrument?: Instrument;
}

/** The song page's fields, as `initialEditing` and `onEditingChange` name them. */
export type SongFieldName = 'title' | 'key' | 'knowledge' | 'notes' | 'composer' | 'style' | 'sets';

type Editing = SongFieldName | null;

/** A song's page: each field shown with Edit, edited in place and written on Confirm. */
export function SongScreen(props: SongScreenProps) {
  const { library, songId, setId } = props;
  const song = library.songs[songId];
  const [editing, setEditingState] = useState<Editing>(props.initialEditing ?? null);
  const setEditing = (next: Editing) => {
    setEditingState(next);
    props.onEditingChange?.(next);
  };
  const [title, setTitle] = useState(song?.title ?? '');
  const [key, setKey] = useState<SongKey>(song?.key ?? 'random');
  const [knowledge, setKnowledge] = useState<Knowledge>(song?.knowledge ?? 'know');
  const [notes, setNotes] = useState('');
  const [detail, setDetail] = useState('');
  const [chosenSets, setChosenSets] = useState<ReadonlySet<Id>>(new Set());
  const allSets = useMemo(() => sortSets(Object.values(library.sets)), [library.sets]);
  const songSets = useMemo(() => sortSets(setsOfSong(library, songId)), [library, songId]);
  if (!song) return null;

  const shown = displayTitle(song.title);
  const set = setId ? library.sets[setId] : undefined;
  const crumbs: Crumb[] = set
    ? [
        { label: 'Library', href: '/library' },
        { label: 'Sets', href: '/library/sets' },
        { label: displayTitle(set.name), href: `/library/sets/${set.id}` },
        { label: shown },
      ]
    : [
        { label: 'Library', href: '/library' },
        { label: 'All Songs', href: '/library/allsongs' },
        { label: shown },
      ];

  const titleResult = validateSongTitleEdit(title, library, { songId, form: 'song-page' });
  const notesResult = validateNotes(notes);
  const close = () => setEditing(null);
  const detailField = (name: 'composer' | 'style', label: string) => {
    const result = validateSongDetail(name, detail);
    const value = song[name] ?? '';
    return (
      <SongField
        name={label}
        display={value ? <p>{value}</p> : <p className="td-list-empty">none</p>}
        {...field(name, () => setDetail(value))}
        canConfirm={result.ok}
        onConfirm={() => {
          if (result.ok && result.value.value !== value) props.onEditDetail(name, result.value.value);
          close();
        }}
      >
        <TextField
          label={label}
          value={detail}
          onChange={(event) => setDetail(event.target.value)}
          error={fieldMessage(result, name)}
          autoComplete="off"
        />
      </SongField>
    );
  };
  const field = (name: Exclude<Editing, null>, start: () => void) => ({
    editing: editing === name,
    onCancel: close,
    onEdit: () => {
      start();
      setEditing(name);
    },
  });

  const titleField = field('title', () => setTitle(song.title));

  return (
    <div className="td-root">
      {/* The title once, as the page's heading, with its Edit beside it; its editor opens below. */}
      <PageHeader
        title={shown}
        breadcrumb={<Breadcrumb items={crumbs} />}
        actions={editing === 'title' ? null : <EditButton field="Title" onClick={titleField.onEdit} />}
      />
      <div className="td-screen-body">
        <div className="td-song-fields">
          {titleField.editing ? (
            <SongField
              name="Title"
              display={shown}
              {...titleField}
              canConfirm={titleResult.ok}
              onConfirm={() => {
                if (titleResult.ok && titleResult.value.kind === 'rename')
                  props.onEditTitle(titleResult.value.title);
                close();
              }}
            >
              <TextField
                label="Title"
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                error={fieldMessage(titleResult, 'title')}
                autoComplete="off"
              />
            </SongField>
          ) : null}
          <SongField
            name="Key"
            display={<KeyName label={displayKey(song.key)} />}
            {...field('key', () => setKey(song.key))}
            canConfirm
            onConfirm={() => {
              if (key !== song.key) props.onEditKey(key);
              close();
            }}
          >
            <Select
              label="Key"
              options={KEY_OPTIONS}
              value={key}
              onChange={(event) => setKey(event.target.value as SongKey)}
            />
          </SongField>
          <SongField
            name="How Well Do I Know This Tune?"
            display={<KnowledgeBadge knowledge={song.knowledge} />}
            {...field('knowledge', () => setKnowledge(song.knowledge))}
            canConfirm
            onConfirm={() => {
              if (knowledge !== song.knowledge) props.onEditKnowledge(knowledge);
              close();
            }}
          >
            <RadioGroup
              legend="Knowledge"
              options={KNOWLEDGE_OPTIONS}
              value={knowledge}
              onChange={(value) => setKnowledge(value as Knowledge)}
            />
          </SongField>
          <SongField
            name="Notes"
            display={
              song.notes.trim() ? (
                <p className="td-notes">{song.notes}</p>
              ) : (
                <p className="td-list-empty">none</p>
              )
            }
            {...field('notes', () => setNotes(song.notes))}
            canConfirm={notesResult.ok}
            onConfirm={() => {
              if (notesResult.ok && notesResult.value.notes !== song.notes)
                props.onEditNotes(notesResult.value.notes);
              close();
            }}
          >
            <TextArea
              label="Notes"
              value={notes}
              rows={5}
              onChange={(event) => setNotes(event.target.value)}
              error={fieldMessage(notesResult, 'notes')}
            />
          </SongField>
          {detailField('composer', 'Composer')}
          {detailField('style', 'Style')}
          <SongField
            name="Sets"
            display={
              songSets.length === 0 ? (
                <p className="td-list-empty">In no set</p>
              ) : (
                <ul className="td-song-field__sets">
                  {songSets.map((s) => (
                    <li key={s.id}>
                      <Link href={`/library/sets/${s.id}`}>{displayTitle(s.name)}</Link>
                    </li>
                  ))}
                </ul>
              )
            }
            {...field('sets', () => setChosenSets(new Set(songSets.map((s) => s.id))))}
            canConfirm
            onConfirm={() => {
              props.onEditSets(allSets.filter((s) => chosenSets.has(s.id)).map((s) => s.id));
              close();
            }}
          >
            <ChoiceList
              legend="Sets"
              items={allSets.map((s) => ({ id: s.id, label: displayTitle(s.name) }))}
              chosen={chosenSets}
              onChange={setChosenSets}
            />
          </SongField>
        </div>
        <ChartSection
          song={song}
          chart={library.charts?.[songId] ?? (props.chartsLoaded === false ? undefined : null)}
          onSave={props.onSaveChart}
          instrument={props.instrument}
        />
        <PlayedSection plays={songPlayStats(library).get(songId) ?? NEVER_PLAYED} now={props.now} />
        {props.practice ? (
          <PracticeSection practice={props.practice} onStart={props.onStartPractice} />
        ) : null}
        <div className="td-button-row">
          <Button variant="danger" onClick={props.onDelete}>
            Delete Song
          </Button>
        </div>
      </div>
    </div>
  );
}

/** How the song has been played at gigs: how often, when last, and in which keys (read only). */
function PlayedSection({ plays, now }: { plays: SongPlays; now?: number | undefined }) {
  const at = now ?? Date.now();
  return (
    <section className="td-song-field" aria-labelledby="td-song-played">
      <div className="td-song-field__head">
        <h2 className="td-song-field__name" id="td-song-played">
          Played At Gigs
        </h2>
      </div>
      <div className="td-song-field__value">
        {plays.last === null ? (
          <p className="td-list-empty">Not played at a gig yet</p>
        ) : (
          <>
            <p>
              {plays.count === 1 ? 'Once' : `${formatCount(plays.count)} times`}, last{' '}
              {daysAgoText(plays.last, at)} ({gigDate(plays.last)})
            </p>
            <ul className="td-song-field__keys" aria-label="Keys played in">
              {plays.keys.map(({ key, count }) => (
                <li key={key}>
                  {displayKey(key)} <span className="td-song-field__count">×{count}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

/** The song's practice: when it is next due, how often it was practised, and each review (read only). */
function PracticeSection({
  practice,
  onStart,
}: {
  practice: SongPracticeView;
  onStart?: (() => void) | undefined;
}) {
  return (
    <section className="td-song-field" aria-labelledby="td-song-practice">
      <div className="td-song-field__head">
        <h2 className="td-song-field__name" id="td-song-practice">
          Practice
        </h2>
      </div>
      <div className="td-song-field__value td-song-practice">
        {practice.inPractice ? (
          <p>
            <strong>{practice.nextDue}</strong>
          </p>
        ) : null}
        <p>{practice.summary}</p>
        <KeyWheel view={practice.keys} label="Keys practised and played" />
        {!practice.inPractice && onStart ? (
          <div>
            <Button onClick={onStart}>Practise This Tune</Button>
          </div>
        ) : null}
        {practice.reviews.length > 0 ? (
          <ol className="td-song-practice__reviews" aria-label="Practice history, newest first">
            {practice.reviews.map((review) => (
              <li key={review.id}>
                <span className="td-song-practice__date">{review.date}</span>
                <span className="td-song-practice__grade">{review.grade}</span>
                <KeyName label={review.keyLabel} />
                {review.time ? <span className="td-song-practice__time">{review.time}</span> : null}
              </li>
            ))}
          </ol>
        ) : null}
        {practice.more > 0 ? <p className="td-song-field__count">…and {practice.more} older</p> : null}
      </div>
    </section>
  );
}
