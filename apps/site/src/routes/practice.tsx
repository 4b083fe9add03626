// The screens' styles load with the page (core.css, loaded first, has the Welcome page's).
import '@tunedeck/react-ui/screens.css';
import { PracticePage } from '@tunedeck/react-ui';
import { FramedPage } from './header.js';

/** Practice: today's list, scheduled by FSRS (its scheduler comes with this page only). */
export function PracticeRoute() {
  return (
    <FramedPage title="Practice" current="practice">
      <PracticePage />
    </FramedPage>
  );
}
