import { LoginScreen } from '@ghadi/ui';
import { paths } from '@/config/paths';
import { useTexts } from '@/lib/texts';

export function LoginRoute() {
  const { t } = useTexts();
  return (
    <LoginScreen title={t('login.title')} role="admin" homePath={paths.dashboard.getHref()} wrongTypeMessage={t('login.wrongType')} languageChoice />
  );
}
