import {
  clampTourStep,
  parseTourState,
  type TourAction,
  type TourState,
  tourTransition,
} from '@tunedeck/core';
import {
  AppLayout,
  DocsScreen,
  HelpScreen,
  QuickStartScreen,
  useClientState,
  useTunedeck,
} from '@tunedeck/react-ui';
import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { Page } from '../page.js';
import { FramedPage } from './header.js';

export function HelpRoute() {
  return (
    <FramedPage title="Help Center" current="help">
      <HelpScreen quickStartHref="/help/quickstart" />
    </FramedPage>
  );
}

export function DocsRoute() {
  return (
    <FramedPage title="Docs" current="help">
      <DocsScreen quickStartHref="/help/quickstart" />
    </FramedPage>
  );
}

/**
 * The Quick Start's frame, step by step (/help/quickstart/1 … 52), on core's tour rules. The progress
 * lives on the account, so /help/quickstart resumes where the musician was, after a reload or on another
 * device. The callout's button and Back move the tour on and save it; the real screens under each step
 * (and the steps they advance) come next.
 */
export function QuickStartRoute() {
  const [, navigate] = useLocation();
  const client = useTunedeck();
  const { account } = useClientState();
  const param = useParams<{ step?: string }>().step;
  const saved = parseTourState(account?.tour ?? null);
  const step = param === undefined ? saved.step : clampTourStep(Number(param));

  // /help/quickstart: go on at the saved step.
  useEffect(() => {
    if (param === undefined) navigate(`/help/quickstart/${saved.step}`, { replace: true });
  }, [param, saved.step, navigate]);

  // What the tour remembered, at the step in the address.
  const state: TourState = { ...saved, step };
  const act = (action: TourAction) => {
    const { state: next, outcome } = tourTransition(state, action);
    if (outcome === 'refused') return;
    void client.library.saveTourProgress(next);
    if (next.step !== step) navigate(`/help/quickstart/${next.step}`);
  };

  return (
    <Page title={`Quick Start, step ${step}`}>
      <AppLayout>
        <main>
          <QuickStartScreen
            step={step}
            onButton={() => act({ type: 'callout-button' })}
            onBack={() => act({ type: 'back' })}
            onClose={() => act({ type: 'close' })}
          />
        </main>
      </AppLayout>
    </Page>
  );
}
