import { useSiteConfig } from '@/lib/runtime-config';

/** On every page of a demo site (`npm run demo`), so nobody takes its invented numbers for real ones. */
export function DemoNotice() {
  if (!useSiteConfig()?.demo) return null;
  return (
    <p className="demo-notice" role="note">
      <strong>Demo data</strong>: the games, names and results on this site are invented to show how it works.
    </p>
  );
}
