import { describe, expect, it } from 'vitest';
import { axeViolations, OPERATOR_MAILBOX, SUPERUSER, withSite } from './support.js';

const site = withSite();

describe('Contact Us', () => {
  it("a guest's message is stored for the operator; invalid input shows the spec's messages", async () => {
    const { server } = site();
    const { context, page, errors } = await site().device({ width: 375 });
    await page.goto(`${server.url}/contact`);
    await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
    await expect(page.title()).resolves.toBe('Contact Us · Tunedeck');

    const email = page.getByRole('textbox', { name: 'Email' });
    const subject = page.getByRole('textbox', { name: 'Subject' });
    const message = page.getByRole('textbox', { name: 'Message' });
    await email.fill('not an address');
    await subject.fill('x');
    await subject.fill('');
    await message.click();
    await page.getByText('*must be valid email address').waitFor();
    await page.getByText('*required').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await email.fill('Guest@Example.com');
    await subject.fill('Hello');
    await message.fill('The picker got me through a long gig.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your message has been sent.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // What the operator reads in the admin UI.
    const login = await fetch(`${server.url}/api/collections/_superusers/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: SUPERUSER.email, password: SUPERUSER.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const listed = await fetch(`${server.url}/api/collections/messages/records`, {
      headers: { authorization: token },
    });
    // This guest's message (the server may hold other files' too: it is shared by a worker's files).
    const stored = ((await listed.json()) as { items: Array<{ email?: string }> }).items.filter(
      (message) => message.email === 'guest@example.com',
    );
    expect(stored).toMatchObject([
      {
        email: 'guest@example.com',
        subject: 'Hello',
        message: 'The picker got me through a long gig.',
        user: '',
      },
    ]);
    // And forwarded to the operator's mailbox, answering the musician.
    const forwarded = await site().mail.latest(OPERATOR_MAILBOX, 'other');
    expect(forwarded.subject).toBe('Tunedeck contact: Hello');
    expect(forwarded.replyTo).toEqual(['guest@example.com']);
    expect(forwarded.text).toContain('The picker got me through a long gig.');
    expect(errors).toEqual([]);
    await context.close();
  });
});
