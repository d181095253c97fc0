import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '@/components/ui/toast/toaster';

/** What both entries render: the router's pages and the toasts. */
export function RouterRoot({ router }: { router: DataRouter }) {
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>
  );
}
