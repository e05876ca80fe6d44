import { Link } from 'react-router';
import { sitePaths } from '@ghadi/contracts';
import { useSession } from '@ghadi/auth';
import { useTexts } from '@/lib/texts';

/** A site with no games yet says so, and shows a signed-in admin where games are added. */
export function NoGames() {
  const { t } = useTexts();
  const session = useSession();
  return (
    <div className="state-box">
      <p>{t('noGames.text')}</p>
      {session?.userType === 'admin' && (
        <Link to={sitePaths.admin.ghadi} className="button">
          {t('noGames.add')}
        </Link>
      )}
    </div>
  );
}
