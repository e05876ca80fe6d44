import { Link } from 'react-router';
import { sitePaths } from '@ghadi/contracts';
import { useSession } from '@ghadi/auth';

/** A site with no games yet says so, and shows a signed-in admin where games are added. */
export function NoGames() {
  const session = useSession();
  return (
    <div className="state-box">
      <p>No games yet.</p>
      {session?.userType === 'admin' && (
        <Link to={sitePaths.admin.ghadi} className="button">
          Add games
        </Link>
      )}
    </div>
  );
}
