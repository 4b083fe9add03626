import { INSTRUMENTS, type Instrument, isInstrument } from '@tunedeck/core';
import { useState } from 'react';
import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';
import { Select } from '../../primitives/field/field.js';
import { Spinner } from '../../primitives/spinner/spinner.js';
import { QrCode } from './qr-code.js';

export interface ShareLiveDialogProps {
  /** The set on the picker, as shown: the share follows the picker from set to set. */
  setName: string;
  /** The share's link, or null while it starts. */
  link: string | null;
  /** Why it could not start (offline, say), instead of the link. */
  problem?: string;
  /** Puts the link on the clipboard; resolves once it is there. @default navigator.clipboard */
  onCopy?: (link: string) => Promise<void>;
  onStop: () => void;
  onClose: () => void;
  /**
   * The leader's own instrument, as each follower chooses theirs: the picker writes each key for it.
   * Given with `onInstrumentChange`, the dialog offers the choice.
   */
  instrument?: Instrument;
  onInstrumentChange?: (instrument: Instrument) => void;
}

const INSTRUMENT_OPTIONS = INSTRUMENTS.map(({ id, label }) => ({ value: id, label }));

const copyToClipboard = (link: string) => navigator.clipboard.writeText(link);

/**
 * "Share Live" (band follow): a link and its QR code for bandmates, who see the tune called and its key
 * in their own instrument's key, with no account. The link follows the picker: Change Set and the band
 * sees the new set. The leader chooses their own instrument too. Stop Sharing ends it, and the link with
 * it.
 */
export function ShareLiveDialog({
  setName,
  link,
  problem,
  onCopy = copyToClipboard,
  onStop,
  onClose,
  instrument,
  onInstrumentChange,
}: ShareLiveDialogProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  return (
    <Dialog title="Share Live" onClose={onClose}>
      <div className="td-dialog__body td-share-live">
        <p>
          Bandmates open this link to follow <strong>{setName}</strong>: each tune you call and its key, in
          their own instrument's key. They need no account. Change Set and they follow along.
        </p>
        {problem ? (
          <p className="td-share-live__problem" role="alert">
            {problem}
          </p>
        ) : link === null ? (
          <Spinner label="Starting the live share" />
        ) : (
          <>
            <QrCode text={link} label="QR code of the live link" />
            <label className="td-field__label" htmlFor="td-share-live-link">
              Link
            </label>
            <div className="td-share-live__link">
              <input
                id="td-share-live-link"
                className="td-input"
                readOnly
                value={link}
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button
                onClick={() =>
                  onCopy(link).then(
                    () => setCopied('yes'),
                    () => setCopied('failed'),
                  )
                }
              >
                Copy Link
              </Button>
            </div>
            <p className="td-share-live__copied" role="status">
              {copied === 'yes' ? 'Link copied.' : copied === 'failed' ? 'Select the link and copy it.' : ''}
            </p>
          </>
        )}
        {instrument && onInstrumentChange ? (
          <Select
            className="td-share-live__instrument"
            label="Your instrument"
            hint="Your picker writes each key for it, the concert key beneath."
            options={INSTRUMENT_OPTIONS}
            value={instrument}
            onChange={(event) => {
              if (isInstrument(event.target.value)) onInstrumentChange(event.target.value);
            }}
          />
        ) : null}
      </div>
      <DialogActions>
        <Button variant="danger" onClick={onStop} disabled={link === null && !problem}>
          Stop Sharing
        </Button>
        <Button variant="primary" data-autofocus onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
