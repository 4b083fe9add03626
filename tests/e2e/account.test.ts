import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  goByMenu,
  logIn,
  openMainMenu,
  PASSWORD,
  SUPERUSER,
  serverRecords,
  signUpVerified,
  uniqueEmail,
  withSite,
} from './support.js';

const site = withSite();

/** Every record the server keeps, per collection, read as the operator. */
async function everything(): Promise<Record<string, Array<Record<string, unknown>>>> {
  const base = site().server.url;
  const auth = await fetch(`${base}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: SUPERUSER.email, password: SUPERUSER.password }),
  });
  const { token } = (await auth.json()) as { token: string };
  const all: Record<string, Array<Record<string, unknown>>> = {};
  for (const collection of ['users', 'sets', 'songs', 'memberships', 'pickers', 'wishlist']) {
    const list = await fetch(`${base}/api/collections/${collection}/records?perPage=1000`, {
      headers: { authorization: token },
    });
    all[collection] = ((await list.json()) as { items: Array<Record<string, unknown>> }).items;
  }
  return all;
}

async function openSettings(page: Page) {
  await goByMenu(page, 'Settings');
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
}

async function logOut(page: Page) {
  await openMainMenu(page);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('button', { name: 'Sign Up' }).waitFor();
}

describe("a musician's account", () => {
  it('changes password, resets it by email, changes email, and deletes the account with nothing left', async () => {
    const { server, mail } = site();
    const { context, page, errors } = await site().device({ width: 375 });
    const email = uniqueEmail('account');
    await signUpVerified(site(), page, email);
    const [me] = await serverRecords(site(), email, 'users');
    const userId = me!.id as string;

    // Change password; the device stays signed in.
    await openSettings(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const change = page.getByRole('dialog', { name: 'Change Password' });
    await change.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await change.getByLabel('Old Password').fill('not-my-password');
    await change.getByLabel('New Password').fill('second-pass-2');
    await change.getByRole('button', { name: 'Change Password' }).click();
    await change.getByText('Invalid Password').waitFor();
    await change.getByLabel('Old Password').fill(PASSWORD);
    await change.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password has been changed.' }).waitFor();

    // Log out; the old password no longer works, the new one does.
    await logOut(page);
    await logIn(site(), page, email, PASSWORD);
    await page.getByText('Invalid Password').waitFor();
    await logIn(site(), page, email, 'second-pass-2');
    await page.waitForURL(`${server.url}/`);

    // Forgot it anyway: the emailed link leads to a page that sets a new one.
    await logOut(page);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByRole('dialog', { name: 'Password Reset Sent' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const reset = (await mail.latest(email, 'password-reset')).links.find((link) =>
      link.includes('/reset_password?'),
    );
    await page.goto(reset!);
    await page.getByRole('heading', { name: 'Choose a New Password' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('New Password').fill('third-pass-3');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await page.getByRole('link', { name: 'Log In' }).click();
    await logIn(site(), page, email, 'third-pass-3');
    await page.waitForURL(`${server.url}/`);

    // Change email: logged out at once; the link to the new address confirms it with the password.
    const newEmail = uniqueEmail('moved');
    await openSettings(page);
    await page.getByRole('button', { name: 'Change Email' }).click();
    const move = page.getByRole('dialog', { name: 'Change Email' });
    await move.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await move.getByLabel('New Email').fill(newEmail);
    await move.getByRole('textbox', { name: 'Password', exact: true }).fill('third-pass-3');
    await move.getByRole('button', { name: 'Change Email' }).click();
    await page.waitForURL(`${server.url}/welcome`);
    const confirm = (await mail.latest(newEmail, 'email-change')).links.find((link) =>
      link.includes('/change_email?'),
    );
    await page.goto(confirm!);
    await page.getByRole('heading', { name: 'Confirm Your New Email' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('third-pass-3');
    await page.getByRole('button', { name: 'Confirm Email' }).click();
    await page.getByText('Your email has been changed.').waitFor();
    await logIn(site(), page, email, 'third-pass-3');
    await page.getByText('User Not Found').waitFor();
    await logIn(site(), page, newEmail, 'third-pass-3');
    await page.waitForURL(`${server.url}/`);

    // Something of the musician's on the server, then the account deleted.
    const before = await everything();
    expect(before.sets!.filter((record) => record.owner === userId)).toHaveLength(1);
    await openSettings(page);
    await page.getByRole('button', { name: 'Delete Your Account' }).click();
    await page.getByRole('dialog', { name: 'Delete Account' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page
      .getByRole('dialog', { name: 'Delete Account' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const again = page.getByRole('dialog', { name: 'Reauthenticate' });
    await again.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await again.getByRole('textbox', { name: 'Password', exact: true }).fill('third-pass-3');
    await again.getByRole('button', { name: 'Confirm Delete' }).click();
    await page.waitForURL(`${server.url}/welcome`);

    await logIn(site(), page, newEmail, 'third-pass-3');
    await page.getByText('User Not Found').waitFor();
    const after = await everything();
    for (const [collection, records] of Object.entries(after)) {
      const mine = records.filter((record) => record.owner === userId || record.id === userId);
      expect(mine, collection).toEqual([]);
    }
    // The refusals this test asks for on purpose (wrong passwords, a deleted user) are logged by the
    // browser as failed requests; nothing else may be.
    const refused = /Failed to load resource: the server responded with a status of (400|404)/;
    expect(errors.filter((error) => !refused.test(error))).toEqual([]);
    await context.close();
  }, 180_000);
});
