import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInClient } from '../test/fixtures.js';
import { TunedeckProvider } from './provider.js';

describe('the provider keeps the client in step with the page', () => {
  it('flushes picks when the page is left, resends and re-reads when the network returns', () => {
    const client = signedInClient();
    const flush = vi.spyOn(client.picker, 'flush').mockResolvedValue();
    const resend = vi.spyOn(client.picker, 'resend').mockImplementation(() => {});
    const resync = vi.spyOn(client, 'resync').mockResolvedValue(true);
    const { unmount } = render(
      <TunedeckProvider client={client}>
        <p>page</p>
      </TunedeckProvider>,
    );
    window.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('online'));
    expect(resend).toHaveBeenCalledOnce();
    expect(resync).toHaveBeenCalledOnce();
    // Shown again right after: picks are resent, but the library is not re-read on every tab switch.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(resend).toHaveBeenCalledTimes(2);
    expect(resync).toHaveBeenCalledOnce();
    unmount();
    window.dispatchEvent(new Event('online'));
    expect(resend).toHaveBeenCalledTimes(2);
  });
});
