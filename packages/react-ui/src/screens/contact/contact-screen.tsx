import { type ContactInput, validateContact } from '@tunedeck/core';
import { type FormEvent, useState } from 'react';
import { useFormFields } from '../../internal/use-form-fields.js';
import { Button } from '../../primitives/button/button.js';
import { TextArea, TextField } from '../../primitives/field/field.js';
import { PageHeader } from '../../primitives/page-header/page-header.js';

export interface ContactScreenProps {
  /** Filled in for a signed-in user; they may change it. */
  defaultEmail?: string | undefined;
  /**
   * Sends the cleaned message (`client.contact.send`). `{ ok: true }` empties the form and says
   * "Your message has been sent."; anything else keeps the form filled (the caller shows Network Error).
   */
  onSubmit: (value: ContactInput) => Promise<{ ok: boolean }>;
}

export const MESSAGE_SENT_TEXT = 'Your message has been sent.';
type Field = keyof ContactInput;

/** Contact Us (/contact); core's `validateContact` words every refusal. */
export function ContactScreen({ defaultEmail = '', onSubmit }: ContactScreenProps) {
  const initial = { email: defaultEmail, subject: '', message: '' };
  const form = useFormFields<Field>(initial);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const result = validateContact(form.values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!result.ok || sending) return;
    setSending(true);
    setSent(false);
    try {
      const outcome = await onSubmit(result.value);
      if (outcome.ok) {
        form.reset(initial);
        setSent(true);
      }
    } finally {
      setSending(false);
    }
  };
  // A new message hides the old "sent" note.
  const bind = (field: Field) => {
    const binding = form.bind(field);
    return {
      ...binding,
      onChange: (event: Parameters<typeof binding.onChange>[0]) => {
        setSent(false);
        binding.onChange(event);
      },
    };
  };

  return (
    <div className="td-root">
      <PageHeader title="Contact Us" />
      <div className="td-page">
        <form className="td-contact" onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label="Your Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            {...bind('email')}
            error={form.error(result, 'email')}
          />
          <TextField
            label="Subject"
            autoComplete="off"
            {...bind('subject')}
            error={form.error(result, 'subject')}
          />
          <TextArea label="Message" rows={6} {...bind('message')} error={form.error(result, 'message')} />
          <div>
            <Button type="submit" variant="primary" disabled={!result.ok} busy={sending}>
              Submit
            </Button>
          </div>
          <p className="td-notice" role="status">
            {sent ? MESSAGE_SENT_TEXT : ''}
          </p>
        </form>
      </div>
    </div>
  );
}
