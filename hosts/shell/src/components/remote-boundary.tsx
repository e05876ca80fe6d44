import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTexts } from '@/lib/texts';
import { RemoteUnavailable } from './remote-unavailable';

/** Every remote mount: a loading state while its code arrives, and the fallback if it breaks. */
export function RemoteBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={RemoteUnavailable} onError={(error) => console.error(error)}>
      <Suspense fallback={<p className="page-loading">{useTexts().t('common.loading')}</p>}>{children}</Suspense>
    </ErrorBoundary>
  );
}
