import { useEffect, useState, type ComponentType } from 'react';
import { useTexts } from '@/lib/texts';

/**
 * The link for a signed-in admin, fetched once the page runs: the session's code is for staff, so it stays
 * out of every visitor's first download, and the server (which knows no session) never draws the link.
 */
function AddGamesSlot() {
  const [AddGames, setAddGames] = useState<ComponentType | null>(null);
  useEffect(() => {
    let shown = true;
    void import('./add-games-link').then((module) => shown && setAddGames(() => module.AddGamesLink));
    return () => {
      shown = false;
    };
  }, []);
  return AddGames && <AddGames />;
}

/** A site with no games yet says so, and shows a signed-in admin where games are added. */
export function NoGames() {
  const { t } = useTexts();
  return (
    <div className="state-box">
      <p>{t('noGames.text')}</p>
      <AddGamesSlot />
    </div>
  );
}
