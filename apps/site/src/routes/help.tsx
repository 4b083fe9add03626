import { QUICK_START_STEPS } from '@tunedeck/core';
import { AppLayout, DocsScreen, HelpScreen, QuickStartScreen } from '@tunedeck/react-ui';
import { useLocation, useParams } from 'wouter';
import { Page } from '../page.js';
import { FramedPage } from './header.js';

export function HelpRoute() {
  return (
    <FramedPage title="Help Center" current="help">
      <HelpScreen quickStartHref="/help/quickstart/1" />
    </FramedPage>
  );
}

export function DocsRoute() {
  return (
    <FramedPage title="Docs" current="help">
      <DocsScreen quickStartHref="/help/quickstart/1" />
    </FramedPage>
  );
}

/**
 * The Quick Start's frame, step by step (/help/quickstart/1 … 52). The real screens under each step and
 * the tour's rules come with the Quick Start issue; the frame already counts, moves on and closes.
 */
export function QuickStartRoute() {
  const [, navigate] = useLocation();
  const step = Math.min(QUICK_START_STEPS, Math.max(1, Number(useParams<{ step: string }>().step) || 1));
  return (
    <Page title={`Quick Start, step ${step}`}>
      <AppLayout>
        <main>
          <QuickStartScreen
            step={step}
            onButton={step < QUICK_START_STEPS ? () => navigate(`/help/quickstart/${step + 1}`) : undefined}
          />
        </main>
      </AppLayout>
    </Page>
  );
}
