import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RewardRate } from '@pool/contract';
import { toastStore } from '@/components/ui/toast/toast-store';
import { backendCalls, renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import { jsonResponse } from '@/test/test-utils';
import { RewardRatesPage } from './reward-rates-page';

const i18n = setUpComponentTests(() => vi.useRealTimers());
beforeEach(() => {
  // Only the date is held: "today" is the 22nd, whatever day the tests run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});

const rates: RewardRate[] = Array.from({ length: 45 }, (_, index) => ({
  date: new Date(Date.UTC(2026, 10, 22 - index)).toISOString().slice(0, 10),
  rate: 65_000 - index,
  source: index % 2 ? 'network' : 'manual',
}));
const sources = [
  { source: 'network', rate: 64_321, error: null, fetched_at: '2026-11-22T09:55:00Z' },
  { source: 'hashprice', rate: null, error: 'connect ECONNREFUSED', fetched_at: '2026-11-22T09:55:00Z' },
];

function stubRates({ list = rates, put }: { list?: RewardRate[]; put?: () => Response } = {}) {
  return stubBackend(({ method, path, query }) => {
    if (method === 'GET' && path === '/platform/rewards/rates') {
      const page = Number(query.get('page'));
      const perPage = Number(query.get('per_page'));
      const data = list.slice((page - 1) * perPage, page * perPage);
      return jsonResponse({ data, pagination: { page, per_page: perPage, total: list.length } });
    }
    if (method === 'GET' && path === '/platform/rewards/rates/external-sources') return jsonResponse({ data: sources });
    if (method === 'PUT' && path === '/platform/rewards/rates/current')
      return put?.() ?? jsonResponse({ date: '2026-11-22', rate: 1, source: 'manual' });
    return jsonResponse({ error: { code: 'not_found', message: 'not found' } }, 404);
  });
}

const rateCalls = (fetch: ReturnType<typeof stubRates>) =>
  backendCalls(fetch).filter((call) => call.startsWith('GET /platform/rewards/rates?'));
const putBodies = (fetch: ReturnType<typeof stubRates>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(init?.body as string) as unknown);
const form = () => screen.getByRole('form', { name: 'Set the reward rate' });
const toastTitles = () => toastStore.snapshot().map((toast) => toast.title);

describe('RewardRatesPage', () => {
  it('lists the rates, newest first, and says which one is in force', async () => {
    stubRates();
    renderInApp(<RewardRatesPage title="Platform rewards" />, i18n(), '/platform');
    const table = await screen.findByRole('table', { name: 'Reward rate history' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(21);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Pool day', 'Rate, sat per TH/s per day', 'Source']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Nov 22, 2026', '65,000', 'manual']);
    expect(screen.getByText('In force: 65,000 sat per TH/s per day since Nov 22, 2026 (manual).')).toBeTruthy();
  });

  it('pages through the history', async () => {
    const fetch = stubRates();
    renderInApp(<RewardRatesPage title="Platform rewards" />, i18n(), '/platform');
    const pages = await screen.findByRole('navigation', { name: 'Pages of Reward rate history' });
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(pages).getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(pages).findByText('Page 2 of 3')).toBeTruthy();
    expect(await screen.findByText('Nov 2, 2026')).toBeTruthy();
    expect(rateCalls(fetch)).toEqual([
      'GET /platform/rewards/rates?page=1&per_page=20',
      'GET /platform/rewards/rates?page=2&per_page=20',
    ]);
  });

  it('shows the empty state when no rate was ever set', async () => {
    stubRates({ list: [] });
    renderInApp(<RewardRatesPage title="Platform rewards" />, i18n(), '/platform');
    expect(await screen.findByText('No reward rate has been set yet.')).toBeTruthy();
    expect(screen.getByText('No rate is in force yet: rewards cannot be credited until one is set.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows an error with a retry when the rates cannot be loaded', async () => {
    let failing = true;
    const fetch = stubBackend(({ path }) => {
      if (path === '/platform/rewards/rates' && failing)
        return jsonResponse({ error: { code: 'internal_error', message: 'boom' } }, 500);
      if (path === '/platform/rewards/rates')
        return jsonResponse({ data: rates.slice(0, 1), pagination: { page: 1, per_page: 20, total: 1 } });
      return jsonResponse({ data: [] });
    });
    renderInApp(<RewardRatesPage title="Platform rewards" />, i18n(), '/platform');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the reward rates.')).toBeTruthy();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Reward rate history' })).toBeTruthy();
    expect(rateCalls(fetch).length).toBeGreaterThanOrEqual(2);
  });

  it('lists the external sources; "use this rate" fills the form, which sets the rate for today', async () => {
    const fetch = stubRates();
    renderInApp(<RewardRatesPage title="Platform rewards" />, i18n(), '/platform');
    const list = await screen.findByRole('list', { name: 'External sources' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('64,321 sat per TH/s per day');
    expect(within(items[1]!).getByText('No rate: the source did not answer')).toBeTruthy();
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Use this rate' }));
    await waitFor(() =>
      expect(within(form()).getByLabelText<HTMLInputElement>('Rate, sat per TH/s per day').value).toBe('64321'),
    );
    expect(within(form()).getByLabelText<HTMLInputElement>('Source (optional)').value).toBe('network');
    expect(within(form()).getByLabelText<HTMLSelectElement>('Pool day').value).toBe('2026-11-22');
    fireEvent.click(within(form()).getByRole('button', { name: 'Set rate' }));
    await waitFor(() => expect(toastTitles()).toContain('Success!'));
    expect(putBodies(fetch)).toEqual([{ rate: 64321, date: '2026-11-22', source: 'network' }]);
    // The history reloads with the new rate, and the form empties for the next one.
    await waitFor(() => expect(rateCalls(fetch).filter((call) => call.includes('page=1&'))).toHaveLength(2));
    expect(within(form()).getByLabelText<HTMLInputElement>('Rate, sat per TH/s per day').value).toBe('');
  });

  it('sets yesterday’s rate by hand, leaving the source to the server', async () => {
    const fetch = stubRates();
    renderInApp(<RewardRatesPage title="Platform rewards" />, i18n(), '/platform');
    await screen.findByRole('table');
    fireEvent.change(within(form()).getByLabelText('Rate, sat per TH/s per day'), { target: { value: ' 70000 ' } });
    const day = within(form()).getByLabelText<HTMLSelectElement>('Pool day');
    expect([...day.options].map((option) => option.text)).toEqual(['Today, Nov 22, 2026', 'Yesterday, Nov 21, 2026']);
    fireEvent.change(day, { target: { value: '2026-11-21' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Set rate' }));
    await waitFor(() => expect(putBodies(fetch)).toEqual([{ rate: 70000, date: '2026-11-21' }]));
  });

  it.each([
    ['', 'Value required'],
    ['abc', 'Value should be a whole number'],
    ['12.5', 'Value should be a whole number'],
    ['0', 'Value should be greater than or equal to 1'],
    ['1000001', 'Value should be lesser than or equal to 1,000,000'],
  ])('refuses the rate %j with “%s” and sends nothing', async (value, message) => {
    const fetch = stubRates();
    renderInApp(<RewardRatesPage title="Platform rewards" />, i18n(), '/platform');
    await screen.findByRole('table');
    const field = within(form()).getByLabelText('Rate, sat per TH/s per day');
    fireEvent.change(field, { target: { value } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Set rate' }));
    expect(await within(form()).findByText(message)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(putBodies(fetch)).toEqual([]);
  });

  it('refuses a source longer than the server takes', async () => {
    const fetch = stubRates();
    renderInApp(<RewardRatesPage title="Platform rewards" />, i18n(), '/platform');
    await screen.findByRole('table');
    fireEvent.change(within(form()).getByLabelText('Rate, sat per TH/s per day'), { target: { value: '1' } });
    fireEvent.change(within(form()).getByLabelText('Source (optional)'), { target: { value: 'x'.repeat(65) } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Set rate' }));
    expect(await within(form()).findByText('Value should be no more than 64 letters long')).toBeTruthy();
    expect(putBodies(fetch)).toEqual([]);
  });

  it('says “Reward already processed” when the day was credited already', async () => {
    stubRates({
      put: () => jsonResponse({ error: { code: 'reward_already_processed', message: 'credited' } }, 409),
    });
    renderInApp(<RewardRatesPage title="Platform rewards" />, i18n(), '/platform');
    await screen.findByRole('table');
    fireEvent.change(within(form()).getByLabelText('Rate, sat per TH/s per day'), { target: { value: '70000' } });
    fireEvent.change(within(form()).getByLabelText('Pool day'), { target: { value: '2026-11-21' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Set rate' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Reward already processed']));
    expect(toastStore.snapshot()[0]?.type).toBe('error');
    // The typed rate stays for another try.
    expect(within(form()).getByLabelText<HTMLInputElement>('Rate, sat per TH/s per day').value).toBe('70000');
  });

  it('shows a field error of the server next to its field', async () => {
    stubRates({
      put: () =>
        jsonResponse(
          {
            error: {
              code: 'invalid_input',
              message: 'bad date',
              fields: [{ name: 'date', code: 'invalid_input' }],
            },
          },
          400,
        ),
    });
    renderInApp(<RewardRatesPage title="Platform rewards" />, i18n(), '/platform');
    await screen.findByRole('table');
    fireEvent.change(within(form()).getByLabelText('Rate, sat per TH/s per day'), { target: { value: '70000' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Set rate' }));
    await waitFor(() => expect(within(form()).getByLabelText('Pool day').getAttribute('aria-invalid')).toBe('true'));
    expect(within(form()).getByText('Invalid value')).toBeTruthy();
    expect(toastTitles()).toEqual([]);
  });
});
