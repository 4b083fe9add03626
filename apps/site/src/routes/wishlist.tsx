// The screens' styles load with the page (core.css, loaded first, has the Welcome page's).
import '@tunedeck/react-ui/screens.css';
import { WishListPage } from '@tunedeck/react-ui';
import { FramedPage } from './header.js';

export function WishListRoute() {
  return (
    <FramedPage title="Tunes I Want To Learn" current="tunes-to-learn">
      <WishListPage />
    </FramedPage>
  );
}
