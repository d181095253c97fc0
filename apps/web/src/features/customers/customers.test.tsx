import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MinerWithStats } from '@pool/contract';
import { backendCalls, renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import { jsonResponse } from '@/test/test-utils';
import ru from '../../../public/static/locales/ru.json';
import cn from '../../../public/static/locales/cn.json';
import en from '../../../public/static/locales/en.json';
import { accountNameProblem } from '@/lib/account-name';
import { CreateCustomerForm } from './components/create-customer-form';
import { CustomerFeeForm } from './components/customer-fee-form';
import { CustomersPage } from './components/customers-page';
import { FeeSchedule, PoolFeeSchedule } from './components/fee-schedule';
import { parseCustomersParams, serializeCustomersParams, sortedBy } from './customers-search-params';
import { feeState, utcDay } from './fee-state';

const i18n = setUpComponentTests();
const operatorId = '22222222-2222-4222-8222-222222222222';
const minerId = '11111111-1111-4111-8111-111111111111';
const owner = { kind: 'operators', id: operatorId } as const;

const row = (name: string, extra: Partial<MinerWithStats> = {}): MinerWithStats => ({
  id: `${minerId.slice(0, -4)}${String(name.length).padStart(4, '0')}`,
  account_name: name,
  title: null,
  pool_id: '33333333-3333-4333-8333-333333333333',
  operator_id: operatorId,
  parent_id: null,
  parent_account_name: null,
  created_at: '2026-11-20T10:00:00.000Z',
  hash_rate_15m: 1.5e14,
  hash_rate_1h: 1.5e14,
  hash_rate_24h: 1.4e14,
  hash_rate_1w: 1e14,
  hash_rate_30d: 1e14,
  reject_pct_15m: 0,
  status: 'ok',
  workers: { stable: 3, unavailable: 1, off: 0, removed: 0, total: 4 },
  ...extra,
});

describe('the customers state in the address', () => {
  it('reads and writes sort, order, search, the workers-down filter and page, leaving defaults out', () => {
    const params = parseCustomersParams(
      new URLSearchParams('sort=balance&order=desc&search=ab&workers_down=true&page=3&x=1'),
    );
    expect(params).toEqual({ sort: 'balance', order: 'desc', search: 'ab', workersDown: true, page: 3 });
    expect(serializeCustomersParams(params, new URLSearchParams('x=1')).toString()).toBe(
      'x=1&sort=balance&order=desc&search=ab&workers_down=true&page=3',
    );
    expect(parseCustomersParams(new URLSearchParams('sort=secret&order=up&workers_down=1&page=-1'))).toEqual({
      sort: 'account_name',
      order: 'asc',
      search: '',
      workersDown: false,
      page: 1,
    });
    const flipped = sortedBy(params, 'balance');
    expect(flipped).toMatchObject({ sort: 'balance', order: 'asc', page: 1 });
    expect(sortedBy(params, 'title')).toMatchObject({ sort: 'title', order: 'asc' });
    expect(sortedBy(params, 'hash_rate_24h')).toMatchObject({ sort: 'hash_rate_24h', order: 'desc' });
  });
});

describe('the operator form rule', () => {
  it('takes lowercase latin letters and digits only', () => {
    expect(accountNameProblem('farm42', 'operator')).toBeUndefined();
    expect(accountNameProblem('Farm42', 'operator')?.key).toBe('customers.errors.operatorName');
    expect(accountNameProblem('farm_42', 'operator')?.key).toBe('customers.errors.operatorName');
    expect(accountNameProblem('farm_42', 'general')).toBeUndefined();
    expect(accountNameProblem('ab', 'operator')?.key).toBe('validation.min');
  });
});

describe('fee schedule states', () => {
  it('counts from 00:00 UTC: past, current and scheduled', () => {
    const now = new Date('2026-11-20T23:30:00-05:00'); // already the 21st in UTC
    expect(utcDay(now, 0)).toBe('2026-11-21');
    expect(utcDay(now, 1)).toBe('2026-11-22');
    expect(feeState({ start_date: '2026-11-01', end_date: '2026-11-21' }, '2026-11-21')).toBe('past');
    expect(feeState({ start_date: '2026-11-21', end_date: '2026-11-22' }, '2026-11-21')).toBe('current');
    expect(feeState({ start_date: '2026-11-01', end_date: null }, '2026-11-21')).toBe('current');
    expect(feeState({ start_date: '2026-11-22', end_date: null }, '2026-11-21')).toBe('scheduled');
  });
});

describe('locales', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key))
      : [prefix];
  const base = (key: string) => key.replace(/_(one|few|many|other)$/, '');
  it('has every customers text in ru and cn, with the plural forms each language needs', () => {
    const english = new Set(keys(en.customers).map(base));
    for (const [name, locale] of [
      ['ru', ru],
      ['cn', cn],
    ] as const) {
      expect(new Set(keys(locale.customers).map(base)), name).toEqual(english);
    }
    const plurals = keys(ru.customers).filter((key) => key.startsWith('shown_'));
    expect(plurals.sort()).toEqual(['shown_few', 'shown_many', 'shown_one', 'shown_other']);
  });
});

describe('CustomersPage', () => {
  it('lists the page the server sorted, with balance and fee, and sorts by a header in the address', async () => {
    const fetch = stubBackend(({ method, path }) => {
      if (method === 'GET' && path === `/operators/${operatorId}/miners`)
        return jsonResponse({
          data: [
            row('alpha1', { title: 'Alpha farm', balance: 12_345_678, operator_fee: '2.5' }),
            row('alpha1sub', { parent_id: minerId, parent_account_name: 'alpha1', balance: 0, operator_fee: '0' }),
          ],
          pagination: { page: 1, per_page: 25, total: 2 },
          totals: {
            hash_rate_15m: 3e15,
            hash_rate_24h: 2e15,
            workers: { stable: 3, unavailable: 1, off: 0, removed: 0, total: 4 },
            balance: 12_345_678,
          },
        });
      return jsonResponse({ error: { code: 'not_found', message: 'no' } }, 404);
    });
    const { router } = renderInApp(
      <CustomersPage owner={owner} title="Customers" showBalance showFee canCreate />,
      i18n(),
      '/customers',
    );
    const table = await screen.findByRole('table', { name: 'Customers' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'alpha1' }).getAttribute('href')).toBe(
      `/customers/${row('alpha1').id}`,
    );
    expect(rows[1]!.textContent).toContain('Alpha farm');
    expect(rows[1]!.textContent).toContain('0.12345678 BTC');
    expect(rows[1]!.textContent).toContain('2.5%');
    expect(rows[1]!.textContent).toContain('3 stable');
    expect(rows[1]!.textContent).toMatch(/Nov 20, 2026/);
    expect(rows[2]!.textContent).toContain('Sub-account of alpha1');
    expect(screen.getByText('2 accounts')).toBeTruthy();
    const sums = screen.getByRole('region', { name: 'All the accounts listed' });
    expect(sums.textContent).toContain('3 stable');
    expect(sums.textContent).toContain('1 unavailable');
    expect(sums.textContent).toContain('0.12345678 BTC');
    fireEvent.click(screen.getByRole('button', { name: 'Workers down only' }));
    await waitFor(() => expect(router.state.location.search).toBe('?workers_down=true'));
    await waitFor(() => expect(backendCalls(fetch).at(-1)).toContain('workers_down=true'));
    expect(screen.getByRole('button', { name: 'Workers down only' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Workers down only' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    fireEvent.click(within(table).getByRole('button', { name: /Balance/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=balance&order=desc'));
    await waitFor(() => expect(backendCalls(fetch).at(-1)).toContain('sort=balance&order=desc'));
    expect(
      within(table)
        .getByRole('columnheader', { name: /Balance/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('leaves the fee column out under total_fee_hide, and says when nothing matches a search', async () => {
    stubBackend(() =>
      jsonResponse({
        data: [],
        pagination: { page: 1, per_page: 25, total: 0 },
        totals: {
          hash_rate_15m: 0,
          hash_rate_24h: 0,
          workers: { stable: 0, unavailable: 0, off: 0, removed: 0, total: 0 },
        },
      }),
    );
    renderInApp(
      <CustomersPage owner={owner} title="Customers" showBalance showFee={false} canCreate={false} />,
      i18n(),
      '/customers?search=zzz',
    );
    expect(await screen.findByText('No accounts match the search.')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: /Operator fee/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create customer' })).toBeNull();
  });
});

describe('CreateCustomerForm', () => {
  const nameField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Account name' });

  it('shows the spec texts: the operator rule, a taken name beside the field, an unexpected failure', async () => {
    let answer = () =>
      jsonResponse(
        {
          error: {
            code: 'invalid_input',
            message: 'x',
            fields: [{ name: 'account_name', code: 'account_name_taken' }],
          },
        },
        400,
      );
    const fetch = stubBackend(({ method, path }) =>
      method === 'POST' && path === `/operators/${operatorId}/miners` ? answer() : jsonResponse({}, 404),
    );
    renderInApp(<CreateCustomerForm owner={owner} onCreated={() => undefined} />, i18n(), '/customers/create-customer');
    fireEvent.change(nameField(), { target: { value: 'Farm_1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create customer' }));
    expect(
      await screen.findByText('Account name must consist only of lowercase latin letters and digits'),
    ).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(backendCalls(fetch)).toEqual([]);

    fireEvent.change(nameField(), { target: { value: 'farm1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create customer' }));
    expect(await screen.findByText('This account name is already taken')).toBeTruthy();

    answer = () => jsonResponse({ error: { code: 'internal_error', message: 'x' } }, 500);
    fireEvent.click(screen.getByRole('button', { name: 'Create customer' }));
    expect(await screen.findByText('Unexpected error :( Please, contact support')).toBeTruthy();
  });
});

describe('CreateCustomerForm: the fee at creation', () => {
  it("sends an operator's fee for the new customer, and shows the server's refusal beside it", async () => {
    const posts: unknown[] = [];
    let answer = () =>
      jsonResponse(
        {
          error: {
            code: 'invalid_input',
            message: 'x',
            fields: [{ name: 'body.operator_fee_percent', code: 'invalid_input' }],
          },
        },
        400,
      );
    stubBackend(({ method, path, body }) => {
      if (method !== 'POST' || path !== `/operators/${operatorId}/miners`) return jsonResponse({}, 404);
      posts.push(body);
      return answer();
    });
    const created: string[] = [];
    renderInApp(
      <CreateCustomerForm owner={owner} onCreated={(customer) => created.push(customer.account_name)} />,
      i18n(),
      '/customers/create-customer',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Account name' }), { target: { value: 'farm7' } });
    const fee = screen.getByRole('textbox', { name: 'Your fee, % (optional)' });
    fireEvent.change(fee, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create customer' }));
    await waitFor(() => expect(fee.getAttribute('aria-invalid')).toBe('true'));
    answer = () =>
      jsonResponse(
        {
          id: minerId,
          account_name: 'farm7',
          title: null,
          pool_id: 'p',
          operator_id: operatorId,
          parent_id: null,
          created_at: '2026-11-20T12:00:00.000Z',
          invitation: null,
        },
        201,
      );
    fireEvent.change(fee, { target: { value: '1,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create customer' }));
    await waitFor(() => expect(created).toEqual(['farm7']));
    expect(posts).toEqual([
      { account_name: 'farm7', operator_fee_percent: '150' },
      { account_name: 'farm7', operator_fee_percent: '1.5' },
    ]);
  });

  it('asks a pool for no operator fee', () => {
    renderInApp(
      <CreateCustomerForm owner={{ kind: 'pools', id: operatorId }} onCreated={() => undefined} />,
      i18n(),
      '/customers/create-customer',
    );
    expect(screen.queryByRole('textbox', { name: 'Your fee, % (optional)' })).toBeNull();
  });
});

describe('CustomerFeeForm', () => {
  it("shows the operator's fee for new customers and changes it", async () => {
    const puts: unknown[] = [];
    let current = '2';
    stubBackend(({ method, path, body }) => {
      if (path !== `/operators/${operatorId}/customer-fee`) return jsonResponse({}, 404);
      if (method === 'PUT') {
        puts.push(body);
        current = (body as { percent: string }).percent;
      }
      return jsonResponse({ percent: current });
    });
    renderInApp(<CustomerFeeForm operatorId={operatorId} />, i18n(), '/customers');
    expect(await screen.findByText(/^Now 2%: customers who sign up on your hub/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your fee for new customers, %' }), {
      target: { value: '3,5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByText(/^Now 3.5%: customers who sign up on your hub/)).toBeTruthy();
    expect(puts).toEqual([{ percent: '3.5' }]);
  });
});

describe('FeeSchedule', () => {
  it('shows past, current and scheduled rows and schedules a fee from tomorrow', async () => {
    const posts: unknown[] = [];
    stubBackend(({ method, path, body }) => {
      if (path !== `/operators/${operatorId}/miners/${minerId}/fees`) return jsonResponse({}, 404);
      if (method === 'POST') {
        posts.push(body);
        return jsonResponse({ percent: '3', start_date: '2026-11-21', end_date: null, comment: null }, 201);
      }
      return jsonResponse({
        data: [
          { percent: '2.5', start_date: '2026-11-21', end_date: null, comment: 'hosting' },
          { percent: '1', start_date: '2026-11-10', end_date: '2026-11-21', comment: null },
          { percent: '0', start_date: '2026-11-01', end_date: '2026-11-10', comment: null },
        ],
      });
    });
    renderInApp(
      <FeeSchedule operatorId={operatorId} minerId={minerId} canManage now={() => new Date('2026-11-20T12:00:00Z')} />,
      i18n(),
      '/customers/x/settings',
    );
    const table = await screen.findByRole('table', { name: 'Operator fee schedule' });
    const states = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => tr.lastElementChild?.textContent);
    expect(states).toEqual(['Scheduled', 'Current', 'Past']);
    expect(screen.getByText(/starts at 00:00 UTC the next day \(Nov 21, 2026\)/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'New fee, %' }), { target: { value: '3,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set from Nov 21, 2026' }));
    await waitFor(() => expect(posts).toEqual([{ percent: '3.5' }]));
    fireEvent.change(screen.getByRole('textbox', { name: 'New fee, %' }), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set from Nov 21, 2026' }));
    expect(await screen.findByText(/Enter a percent from 0 to 100/)).toBeTruthy();
    expect(posts).toHaveLength(1);
  });
});

describe('PoolFeeSchedule', () => {
  it("schedules the pool's fee of an account on /miners/{id}/fees, and shows the server's refusal", async () => {
    const posts: unknown[] = [];
    stubBackend(({ method, path, body }) => {
      if (path !== `/miners/${minerId}/fees`) return jsonResponse({}, 404);
      if (method === 'POST') {
        posts.push(body);
        if (posts.length > 1) return jsonResponse({ error: { code: 'access_denied', message: 'Access denied' } }, 403);
        return jsonResponse({ percent: '1.2', start_date: '2026-11-21', end_date: null, comment: 'big farm' }, 201);
      }
      return jsonResponse({ data: [{ percent: '0.9', start_date: '2026-11-01', end_date: null, comment: null }] });
    });
    renderInApp(
      <PoolFeeSchedule minerId={minerId} canManage now={() => new Date('2026-11-20T12:00:00Z')} />,
      i18n(),
      '/customers/x/settings',
    );
    const table = await screen.findByRole('table', { name: 'Pool fee schedule' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('0.9%');
    expect(screen.getByRole('heading', { name: 'Pool fee' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Schedule a new pool fee' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'New fee, %' }), { target: { value: '1,2' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Comment (optional)' }), {
      target: { value: 'big farm' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Set from Nov 21, 2026' }));
    await waitFor(() => expect(posts).toEqual([{ percent: '1.2', comment: 'big farm' }]));
    fireEvent.change(within(form).getByRole('textbox', { name: 'New fee, %' }), { target: { value: '1' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Comment (optional)' }), {
      target: { value: 'x' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Set from Nov 21, 2026' }));
    expect(await screen.findByText('Access denied')).toBeTruthy();
  });
});
