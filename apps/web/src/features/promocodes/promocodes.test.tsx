import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PromoCode } from '@pool/contract';
import { backendCalls, renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import { jsonResponse } from '@/test/test-utils';
import { PromoCodeForm } from './components/promocode-form';
import { PromoCodesPage } from './components/promocodes-page';
import { PromoCodeSection } from './components/promo-code-section';

const i18n = setUpComponentTests();

const summer: PromoCode = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'SUMMER',
  effective_from: '2026-11-01T00:00:00.000Z',
  effective_to: null,
  status: 'active',
  type: 'universal',
  fee_type: 'rel',
  value: '50',
  user_restriction: false,
  users: [],
  usage_limit: 10,
  user_usage_limit: null,
  uses: 3,
  duration_days: 30,
  perpetual: false,
  description: 'Half the fee',
  created_at: '2026-11-01T00:00:00.000Z',
};

describe('PromoCodesPage', () => {
  it('lists codes with their use counts; the status tab and the search live in the address', async () => {
    const fetch = stubBackend(({ path, query }) =>
      path === '/platform/promocodes'
        ? jsonResponse({ data: [summer], pagination: { page: Number(query.get('page')), per_page: 25, total: 1 } })
        : jsonResponse({ error: { code: 'not_found', message: 'no' } }, 404),
    );
    const { router } = renderInApp(<PromoCodesPage title="Promo codes" />, i18n(), '/promocodes');
    const table = await screen.findByRole('table', { name: 'Promo codes' });
    expect(within(table).getByRole('link', { name: 'SUMMER' }).getAttribute('href')).toBe(`/promocodes/${summer.id}`);
    expect(within(table).getByText('3 of 10')).toBeTruthy();
    expect(within(table).getByText('50% off the pool fee')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Inactive' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=inactive'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by code or description' }), {
      target: { value: 'sum' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=inactive&search=sum'));
    await waitFor(() =>
      expect(backendCalls(fetch)).toContain('GET /platform/promocodes?page=1&per_page=25&status=inactive&search=sum'),
    );
  });
});

describe('PromoCodeForm', () => {
  it('fills the code from "Generate" and shows each server field error beside its field', async () => {
    const bodies: unknown[] = [];
    stubBackend(({ method, path, body }) => {
      if (path === '/platform/promocodes/generate') return jsonResponse({ code: 'K7M2QX9P' });
      if (method === 'POST' && path === '/platform/promocodes') {
        bodies.push(body);
        return jsonResponse(
          {
            error: {
              code: 'promocode_users_not_found',
              message: 'No users from the provided list were found',
              fields: [
                { name: 'effective_to', code: 'promocode_ends_before_start' },
                { name: 'value', code: 'max_threshold', max: 100 },
                { name: 'users', code: 'promocode_users_not_found', emails: 'ghost@example.com' },
              ],
            },
          },
          400,
        );
      }
      return jsonResponse({ error: { code: 'not_found', message: 'no' } }, 404);
    });
    const onSaved = vi.fn();
    renderInApp(<PromoCodeForm onSaved={onSaved} />, i18n(), '/promocodes/create');
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Code').value).toBe('K7M2QX9P'));
    fireEvent.change(screen.getByLabelText('Value, %'), { target: { value: '101' } });
    fireEvent.click(screen.getByLabelText('Only for listed users'));
    fireEvent.change(screen.getByLabelText("Allowed users' e-mails"), { target: { value: 'ghost@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Value should be at most 100')).toBeTruthy();
    expect(screen.getByText('The end must be after the start')).toBeTruthy();
    expect(screen.getByText('No users from the provided list were found: ghost@example.com')).toBeTruthy();
    expect(bodies[0]).toMatchObject({ code: 'K7M2QX9P', value: '101', users: [{ email: 'ghost@example.com' }] });
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('PromoCodeSection', () => {
  it('shows the code in force and until when, and tells why an applied code was refused', async () => {
    const minerId = '00000000-0000-4000-8000-0000000000aa';
    stubBackend(({ method, path }) => {
      if (method === 'GET' && path === `/miners/${minerId}/promocode`)
        return jsonResponse({
          promo: { code: 'SUMMER', fee_type: 'rel', value: '50', starts_on: '2026-11-20', ends_on: '2026-12-20' },
        });
      if (method === 'POST' && path === '/promocodes/apply')
        return jsonResponse(
          {
            error: {
              code: 'promocode_refused',
              message: 'refused',
              fields: [{ name: 'code', code: 'promocode_expired' }],
            },
          },
          400,
        );
      return jsonResponse({ error: { code: 'not_found', message: 'no' } }, 404);
    });
    renderInApp(<PromoCodeSection minerId={minerId} canApply />, i18n(), '/settings');
    expect(await screen.findByText(/Code SUMMER is in force/)).toBeTruthy();
    expect(screen.getByText(/From Nov 20, 2026 until Dec 20, 2026/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Code to apply'), { target: { value: 'old' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This promo code has expired')).toBeTruthy();
  });
});
