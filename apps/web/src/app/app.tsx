import { QueryClientProvider } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { RouterRoot } from './router-root';

/** The whole app: the pages with the query cache the signed-in area reads through. */
export function App({ router }: { router: DataRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterRoot router={router} />
    </QueryClientProvider>
  );
}
