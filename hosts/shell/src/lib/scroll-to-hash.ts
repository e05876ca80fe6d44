import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Navigation links point at sections (/#record-chart); scroll there once the section exists. */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, ready]);
}
