import { render } from '@testing-library/react';
import { getClient } from '@sentry/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSentryReceiver, type SentryReceiver } from '../../../../server/src/test/sentry-receiver';
import { defaultPageSettings } from '@/lib/page-settings';
import { startErrorReporting } from '@/lib/error-reporting';
import { RouteErrorBoundary } from './route-error-boundary';

let receiver: SentryReceiver;
beforeAll(async () => {
  receiver = await startSentryReceiver();
  startErrorReporting({ ...defaultPageSettings, sentry_dsn: receiver.dsn }, (load) => load());
  await vi.waitFor(() => expect(getClient()).toBeDefined(), { timeout: 10_000 });
});
afterAll(() => receiver.close());

describe('RouteErrorBoundary', () => {
  it('reports a page that failed to render before it reloads, redacted', async () => {
    // The reload itself is the browser's; here only the report before it is looked at.
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteErrorBoundary />,
        loader: () => {
          throw new TypeError('Cannot read properties of undefined (reading "wallets") for carol@example.com');
        },
        element: <p>never shown</p>,
        HydrateFallback: () => null,
      },
    ]);
    render(<RouterProvider router={router} />);

    const envelope = await receiver.waitFor((e) => e.items.some((item) => item.header.type === 'event'));
    const event = envelope.items.find((item) => item.header.type === 'event')!.payload as {
      exception: { values: Array<{ type: string; value: string }> };
    };
    expect(event.exception.values.at(-1)).toMatchObject({
      type: 'TypeError',
      value: 'Cannot read properties of undefined (reading "wallets") for [email]',
    });
    expect(reload).toHaveBeenCalled();
  });
});
