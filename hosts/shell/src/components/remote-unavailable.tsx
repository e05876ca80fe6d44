import { sitePaths } from '@ghadi/contracts';
import { useTexts } from '@/lib/texts';

/** Shown in place of a back-office area whose code cannot be loaded; the public pages keep working. */
export function RemoteUnavailable() {
  const { t, path } = useTexts();
  return (
    <main className="remote-unavailable card" role="alert">
      <h1>{t('remote.title')}</h1>
      <p>{t('remote.text')}</p>
      <p className="remote-unavailable-actions">
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
        <a className="button" href={path(sitePaths.home)}>
          {t('remote.home')}
        </a>
      </p>
    </main>
  );
}
