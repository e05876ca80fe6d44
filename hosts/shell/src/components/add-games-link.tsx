import { Link } from 'react-router';
import { sitePaths } from '@ghadi/contracts';
import { useSession } from '@ghadi/auth';
import { useTexts } from '@/lib/texts';

/** Where games are added, for a signed-in admin; nothing for anyone else. */
export function AddGamesLink() {
  const { t } = useTexts();
  const session = useSession();
  if (session?.userType !== 'admin') return null;
  return (
    <Link to={sitePaths.admin.ghadi} className="button">
      {t('noGames.add')}
    </Link>
  );
}
