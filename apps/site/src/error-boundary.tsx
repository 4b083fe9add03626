import { AppLayout, Button } from '@tunedeck/react-ui';
import { Component, type ReactNode } from 'react';
import { firstPageDrawn } from './early-taps.js';

/** A render error shows a way back instead of a white page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // Drawn off screen in place of a prerendered page (main.tsx), the message takes its place.
  override componentDidCatch() {
    firstPageDrawn();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <AppLayout>
        <main className="td-screen-body">
          <h1>Something went wrong</h1>
          <p>Tunedeck hit an error it could not recover from. Your tunes are safe on the server.</p>
          <Button variant="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </main>
      </AppLayout>
    );
  }
}
