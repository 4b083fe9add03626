import { describe, expect, it } from 'vitest';
import { apiMusician, axeViolations, eventually, logIn, PASSWORD, uniqueEmail, withSite } from './support.js';

const site = withSite();

describe('Quick Start progress', () => {
  it('resumes at the saved step after a reload and on another device, and saves each step it moves to', async () => {
    const { server } = site();
    const musician = await apiMusician(site(), uniqueEmail('tour'), PASSWORD);
    // Step 33, as a first device left it.
    await musician.storage.apply({
      ops: [{ type: 'account', patch: { tour: { step: 33, setId: musician.firstSet } } }],
    });
    const tourStep = async () => (await musician.storage.auth.refresh()).tour?.step;

    const { context, page, errors } = await site().device({ width: 375 });
    await logIn(site(), page, musician.email);
    await page.getByRole('heading', { name: /^Welcome,/ }).waitFor();
    await page.goto(`${server.url}/help`);
    await page.getByRole('link', { name: 'Quick Start' }).click();
    await page.waitForURL(`${server.url}/help/quickstart/33`);
    await page.getByText('Step 33 of 52').waitFor();
    await page.reload();
    await page.getByText('Step 33 of 52').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A teaching step moves on by its button, and the server holds the new step.
    await page.goto(`${server.url}/help/quickstart/39`);
    await page.getByRole('button', { name: 'Got it' }).click();
    await page.waitForURL(`${server.url}/help/quickstart/40`);
    await eventually(async () => (await tourStep()) === 40, 'the server to hold step 40');

    // Step 17's Back returns to 16.
    await page.goto(`${server.url}/help/quickstart/17`);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${server.url}/help/quickstart/16`);
    await eventually(async () => (await tourStep()) === 16, 'the server to hold step 16');

    // Another device picks up where this one is.
    const phone = await site().device({ width: 375 });
    await logIn(site(), phone.page, musician.email);
    await phone.page.getByRole('heading', { name: /^Welcome,/ }).waitFor();
    await phone.page.goto(`${server.url}/help/quickstart`);
    await phone.page.waitForURL(`${server.url}/help/quickstart/16`);
    await phone.page.getByText('Step 16 of 52').waitFor();

    expect([...errors, ...phone.errors]).toEqual([]);
    await phone.context.close();
    await context.close();
  });
});
