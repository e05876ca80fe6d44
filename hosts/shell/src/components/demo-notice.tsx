import { useSiteConfig } from '@/lib/runtime-config';
import { useTexts } from '@/lib/texts';

/** On every page of a demo site (`npm run demo`), so nobody takes its invented numbers for real ones. */
export function DemoNotice() {
  const { t } = useTexts();
  if (!useSiteConfig()?.demo) return null;
  return (
    <p className="demo-notice" role="note">
      <strong>{t('demo.label')}</strong>
      {t('demo.text')}
    </p>
  );
}
