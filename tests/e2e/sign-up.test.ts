import { describe, expect, it } from 'vitest';
import { axeViolations, openMainMenu, uniqueEmail, withSite } from './support.js';

const site = withSite();

describe('a newcomer on the site', () => {
  it('signs up, verifies through the emailed link, lands verified, and reaches the picker', async () => {
    const { server, mail } = site();
    const { context, page, errors } = await site().device({ width: 375 });
    const email = uniqueEmail('newcomer');

    // Signed out, every page leads to Welcome.
    await page.goto(`${server.url}/controller`);
    await page.waitForURL(`${server.url}/welcome`);
    await page.getByRole('button', { name: 'Sign Up' }).waitFor();
    await expect(page.title()).resolves.toBe('Welcome · Tunedeck');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill('secret123');
    await page.getByRole('button', { name: 'Create Account' }).click();

    // Signed in but unverified: the blocking Email Verification dialog.
    const verification = page.getByRole('dialog', { name: 'Email Verification' });
    await verification.waitFor();
    expect(page.url()).toBe(`${server.url}/`);
    expect(await axeViolations(page)).toEqual([]);

    // The link of the email, opened on another device (the phone's mail app), confirms the account;
    // the dialog here closes by itself, without a reload.
    const link = (await mail.latest(email, 'verification')).links.find((href) =>
      href.includes('/email_auth?'),
    );
    expect(link).toBeDefined();
    const mailApp = await site().device({ width: 375 });
    await mailApp.page.goto(link!);
    await mailApp.page.waitForURL((url) => url.pathname !== '/email_auth');
    await verification.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByRole('heading', { name: /^Welcome, Newcomer/ }).waitFor();
    expect(page.url()).toBe(`${server.url}/`);
    expect(mailApp.errors).toEqual([]);
    await mailApp.context.close();
    expect(await axeViolations(page)).toEqual([]);

    // Opening the link again here (the account is verified already) simply leads home.
    await page.goto(link!);
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('heading', { name: /^Welcome, Newcomer/ }).waitFor();

    // The picker, through the menu; its first set is empty.
    await openMainMenu(page);
    await page.getByRole('link', { name: 'Picker' }).click();
    await page.waitForURL(`${server.url}/controller`);
    await page.getByText("'First set' doesn't have any songs yet.", { exact: false }).waitFor();
    await expect(page.title()).resolves.toBe('Picker · Tunedeck');
    expect(await axeViolations(page)).toEqual([]);

    // Help: the Help Center, the Docs and the Quick Start's frame.
    await openMainMenu(page);
    await page.getByRole('link', { name: 'Help' }).click();
    await page.getByRole('heading', { name: 'Help Center' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'More Info' }).click();
    await page.getByRole('heading', { name: 'Docs' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goBack();
    await page.getByRole('link', { name: 'Quick Start' }).click();
    await page.waitForURL(`${server.url}/help/quickstart/1`);
    await page.getByRole('link', { name: 'Close the Quick Start' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${server.url}/controller`);

    // The session survives a reload; an unknown address is a real not-found page.
    await page.reload();
    await page.getByText("'First set' doesn't have any songs yet.", { exact: false }).waitFor();
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Signed in, Welcome leads home.
    await page.goto(`${server.url}/welcome`);
    await page.waitForURL(`${server.url}/`);

    expect(errors).toEqual([]);
    await context.close();
  });
});
