import { useEffect } from 'react';
import { configStore } from '@/features/config/config-store';

/** Sets the document title to "Page · Pool". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const poolName = configStore.snapshot.pool?.name;
    document.title = poolName ? `${title} · ${poolName}` : title;
  }, [title]);
}
