import type { ReactNode } from 'react';

export interface SongBesideListProps {
  /** The list the song was opened from. */
  list: ReactNode;
  /** The song's page; without one, the list is the page. */
  song?: ReactNode;
}

/**
 * A song opened from a list. Given a desk's room, the song's page stands beside the list, which stays
 * as it was (scrolled, sorted: the same list, never drawn afresh) with the song's row marked, so the
 * next song is one click away; on a phone or in a narrow window, the song's page alone. The stylesheet
 * decides, from the room the page has.
 */
export function SongBesideList({ list, song }: SongBesideListProps) {
  return (
    <div className={song ? 'td-beside td-beside--song' : 'td-beside'}>
      <div className="td-beside__split">
        <div className="td-beside__list">{list}</div>
        {song ? <div className="td-beside__song">{song}</div> : null}
      </div>
    </div>
  );
}
