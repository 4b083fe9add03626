import { countOf, formatCount } from '@tunedeck/core';
import type { ImportKind, ImportPreview, ImportProblem } from '@tunedeck/core/import';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Breadcrumb } from '../../primitives/breadcrumb/breadcrumb.js';
import { Button } from '../../primitives/button/button.js';
import { Checkbox } from '../../primitives/field/choice.js';
import { TextArea } from '../../primitives/field/field.js';
import { ButtonLink } from '../../primitives/link/link.js';
import { PageHeader } from '../../primitives/page-header/page-header.js';

/** The words for each kind of source, as the preview names it. */
const KIND_WORDS: Readonly<Record<ImportKind, string>> = {
  text: 'a list of titles',
  csv: 'a spreadsheet (CSV)',
  ireal: 'iReal Pro playlists',
  backup: 'a Tunedeck backup',
};

/** A long list shows this many entries, then says how many more there are. */
export const IMPORT_LIST_LIMIT = 50;

/** What a backup holds, for the musician to recognise it before restoring. */
export interface BackupSummary {
  songs: number;
  sets: number;
  wishes: number;
  /** When it was made, as the file says (ISO 8601). */
  exportedAt: string;
}

/** Where the import stands; each step draws its own part of the screen. */
export type ImportStep =
  /** Nothing read yet: a file or pasted text. `message` says why the last one could not be used. */
  | { step: 'choose'; message?: string | undefined }
  /**
   * Reading, checking or writing: the progress bar, `value` of `max` (no `value`: under way, how far
   * unknown, as while the server writes). `cancel`: nothing is written yet, Cancel stops it.
   */
  | { step: 'working'; label: string; value?: number; max: number; cancel?: boolean }
  /** What an import will do, before anything is written. */
  | {
      step: 'preview';
      kind: Exclude<ImportKind, 'backup'>;
      /** The file's name, or absent for pasted text. */
      source?: string | undefined;
      preview: ImportPreview;
      /** What the reader could not read as it was. */
      problems: readonly ImportProblem[];
      update: boolean;
    }
  /** A backup to restore; `message` says why it cannot be (the account is not empty). */
  | { step: 'backup'; summary: BackupSummary; message?: string | undefined }
  /** Written: what was done. */
  | { step: 'done'; preview: ImportPreview }
  | { step: 'restored'; summary: BackupSummary };

export interface ImportScreenProps {
  state: ImportStep;
  /** A file was chosen. */
  onFile: (file: File) => void;
  /** Pasted text was sent to be read. */
  onPaste: (text: string) => void;
  /** The "update the songs I already have" tick changed. */
  onUpdateChange: (update: boolean) => void;
  /** Import (or restore) what the preview shows. */
  onConfirm: () => void;
  /** Back to choosing a file, nothing written (also what stops reading or checking). */
  onCancel: () => void;
}

/** A list that shows its first entries and says how many more there are. */
function LongList(props: { items: readonly string[]; label: string }) {
  const shown = props.items.slice(0, IMPORT_LIST_LIMIT);
  const more = props.items.length - shown.length;
  return (
    <ul className="td-import__list" aria-label={props.label}>
      {shown.map((item, index) => (
        // Entries may repeat (two rows of one title); their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
        <li key={index}>{item}</li>
      ))}
      {more > 0 ? <li className="td-import__more">and {countOf(more, 'more', 'more')}</li> : null}
    </ul>
  );
}

/** One line of the preview's summary, opening to its list. */
function Part(props: { summary: string; items: readonly string[]; open?: boolean }) {
  if (props.items.length === 0) return null;
  return (
    <details className="td-import__part" open={props.open}>
      <summary>{props.summary}</summary>
      <LongList items={props.items} label={props.summary} />
    </details>
  );
}

function Choose(props: ImportScreenProps & { message?: string | undefined }) {
  const [text, setText] = useState('');
  const fileId = useId();
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a Cancel.
    event.target.value = '';
    if (file) props.onFile(file);
  };
  return (
    <>
      <p>
        Bring your tunes in from iReal Pro (a playlist’s link, or the HTML file iReal Pro exports), a
        spreadsheet saved as CSV (a title column; key, knowledge, notes and sets if you have them), a text
        file with one title per line, or a Tunedeck backup. You see what will happen before anything is saved.
      </p>
      {props.message ? (
        <p className="td-import__message" role="alert">
          {props.message}
        </p>
      ) : null}
      <div className="td-import__file">
        <label className="td-button td-button--primary" htmlFor={fileId}>
          Choose a File
        </label>
        <input
          id={fileId}
          data-step-focus
          className="td-visually-hidden"
          type="file"
          accept=".csv,.txt,.html,.htm,.json,text/csv,text/plain,text/html,application/json"
          onChange={onFile}
        />
      </div>
      <form
        className="td-import__paste"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() !== '') props.onPaste(text);
        }}
      >
        <TextArea
          label="Or paste here"
          hint="An irealb:// link, spreadsheet rows with their header, or one title per line."
          rows={6}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={text.trim() === ''}>
          Read Pasted Text
        </Button>
      </form>
    </>
  );
}

function Preview(props: ImportScreenProps & { state: Extract<ImportStep, { step: 'preview' }> }) {
  const { preview, problems, update, kind, source } = props.state;
  const invalid = preview.invalid.map((row) => `${row.where}: ${row.title || '(no title)'}: ${row.message}`);
  const repeated = preview.repeated.map((row) => `${row.where}: ${row.title}`);
  const rows = preview.added.length + preview.kept.length + preview.updated.length;
  return (
    <section className="td-import__preview" aria-labelledby="td-import-preview">
      <h2 id="td-import-preview" className="td-import__title" data-step-focus tabIndex={-1}>
        {countOf(rows, 'tune')} from {KIND_WORDS[kind]}
        {source ? <span className="td-import__source"> ({source})</span> : null}
      </h2>
      <Part summary={`${countOf(preview.added.length, 'new song')} to add`} items={preview.added} />
      <Part
        summary={`${countOf(preview.kept.length, 'song')} already in your library, kept as they are`}
        items={preview.kept}
      />
      <Part
        summary={`${countOf(preview.updated.length, 'song')} already in your library, updated from the file`}
        items={preview.updated}
      />
      {preview.charts > 0 ? (
        <p className="td-import__charts">{formatCount(preview.charts)} with a chart</p>
      ) : null}
      {preview.chartsLeftOut ? (
        <Part
          summary={`${countOf(preview.chartsLeftOut.length, 'tune')} coming in without the chart the file has`}
          items={preview.chartsLeftOut.map((row) => `${row.where}: ${row.title}: ${row.message}`)}
          open
        />
      ) : null}
      <Part summary={`${countOf(preview.newSets.length, 'new set')}`} items={preview.newSets} open />
      <Part
        summary={`${countOf(preview.invalid.length, 'row')} left out: they break a rule`}
        items={invalid}
        open
      />
      <Part
        summary={`${countOf(preview.repeated.length, 'row')} repeating an earlier title`}
        items={repeated}
      />
      <Part
        summary={`${countOf(problems.length, 'thing', 'things')} the file did not say clearly`}
        items={problems.map((problem) => `${problem.where}: ${problem.message}`)}
        open
      />
      {preview.tooLarge ? (
        <p className="td-import__message" role="alert">
          {preview.tooLarge}
        </p>
      ) : null}
      {preview.kept.length + preview.updated.length > 0 ? (
        <Checkbox
          label="Update the songs I already have with the file’s key, knowledge and notes"
          checked={update}
          onChange={(event) => props.onUpdateChange(event.target.checked)}
        />
      ) : null}
      <div className="td-import__actions">
        <Button
          variant="primary"
          onClick={props.onConfirm}
          disabled={preview.writes === 0 || preview.tooLarge !== null}
        >
          {preview.writes === 0 ? 'Nothing To Import' : 'Import'}
        </Button>
        <Button onClick={props.onCancel}>Cancel</Button>
      </div>
    </section>
  );
}

function backupWords(summary: BackupSummary): string {
  const date = summary.exportedAt.slice(0, 10);
  return `${countOf(summary.songs, 'song')}, ${countOf(summary.sets, 'set')} and ${countOf(summary.wishes, 'tune')} you want to learn, saved on ${date}.`;
}

/** Import (/library/import): read a file or pasted text, preview, confirm, one write. */
export function ImportScreen(props: ImportScreenProps) {
  const { state } = props;
  const body = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  // Each step replaces the controls just used: focus goes to the new step's heading (or the progress bar).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes, not its details
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    body.current?.querySelector<HTMLElement>('[data-step-focus]')?.focus();
  }, [state.step]);
  return (
    <div className="td-root">
      <PageHeader
        title="Import"
        breadcrumb={<Breadcrumb items={[{ label: 'Library', href: '/library' }, { label: 'Import' }]} />}
      />
      <div className="td-screen-body td-import" ref={body}>
        {state.step === 'choose' ? <Choose {...props} message={state.message} /> : null}
        {state.step === 'working' ? (
          <div className="td-import__progress">
            <label htmlFor="td-import-progress">{state.label}</label>
            <progress
              id="td-import-progress"
              data-step-focus
              tabIndex={-1}
              max={state.max}
              value={state.value}
            />
            {state.cancel ? (
              <div className="td-import__actions">
                <Button onClick={props.onCancel}>Cancel</Button>
              </div>
            ) : null}
          </div>
        ) : null}
        {state.step === 'preview' ? <Preview {...props} state={state} /> : null}
        {state.step === 'backup' ? (
          <section className="td-import__preview" aria-labelledby="td-import-backup">
            <h2 id="td-import-backup" className="td-import__title" data-step-focus tabIndex={-1}>
              A Tunedeck backup
            </h2>
            <p>{backupWords(state.summary)}</p>
            {state.message ? (
              <p className="td-import__message" role="alert">
                {state.message}
              </p>
            ) : (
              <p>
                Restoring puts all of it into this account: songs, sets, wishes, the picker and your settings.
              </p>
            )}
            <div className="td-import__actions">
              {state.message ? null : (
                <Button variant="primary" onClick={props.onConfirm}>
                  Restore Backup
                </Button>
              )}
              <Button onClick={props.onCancel}>Cancel</Button>
            </div>
          </section>
        ) : null}
        {state.step === 'done' || state.step === 'restored' ? (
          <section className="td-import__preview" aria-labelledby="td-import-done">
            <h2 id="td-import-done" className="td-import__title" data-step-focus tabIndex={-1}>
              {state.step === 'done' ? 'Imported' : 'Restored'}
            </h2>
            <p role="status">
              {state.step === 'done'
                ? `${countOf(state.preview.added.length, 'song')} added, ${countOf(state.preview.updated.length, 'song')} updated, ${countOf(state.preview.newSets.length, 'set')} made.`
                : backupWords(state.summary)}
            </p>
            <div className="td-import__actions">
              <ButtonLink variant="primary" href="/library/allsongs">
                Go to All Songs
              </ButtonLink>
              <Button onClick={props.onCancel}>Import More</Button>
            </div>
          </section>
        ) : null}
      </div>
    </div>
  );
}
