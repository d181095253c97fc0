// Prints notification figures for docs/performance.md: in a throw-away embedded PostgreSQL
// with BENCH_RECIPIENTS miner accounts (default 100,000), each with an owner who asked for the
// daily reward by e-mail, the wall time of queueing the reward day's notices (the reward run's
// one call), of queueing it again (a rerun: nothing new), and of draining the outbox by e-mail
// with two drains at once (two server instances), counting duplicates. Then Telegram: the
// notices of BENCH_CHATS linked chats (default 300) drained through a loopback Bot API at
// Telegram's limits (30 messages a second overall, one per chat and second).
// It prints figures; it asserts nothing and stops by itself.
import type { Db } from '../apps/server/src/db/database.js';
import { createDb } from '../apps/server/src/db/database.js';
import {
  botApiSender,
  NotificationDelivery,
  notifyRewardsCredited,
} from '../apps/server/src/modules/notifications/index.js';
import { FakeBotApi } from '../apps/server/src/test/fake-bot-api.js';
import { benchLog, int, runBench, startBenchDatabase } from './bench-support.js';
import { Api } from 'grammy';

const recipients = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const chats = Number(process.env.BENCH_CHATS ?? 300);
const day = '2026-11-19';
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const result = await run();
  return [performance.now() - t0, result];
}

const identity = {
  getIdentity: async (id: string) => ({ id, email: `${id}@bench.example`, language: null }),
};

await runBench(async ({ since, progress, cleanup }) => {
  const { pool, version } = await startBenchDatabase({ prefix: 'pool-bench-notifications-', cleanup, progress });
  const db: Db = createDb(pool);
  const poolId = (await pool.query<{ id: string }>('SELECT id FROM pools WHERE is_current')).rows[0]!.id;

  // The accounts, their owners (who asked for the reward by e-mail), and the day's rewards.
  await pool.query(
    `WITH accounts AS (
       INSERT INTO miner_accounts (pool_id, account_name)
       SELECT $1, 'bench' || i FROM generate_series(1, $2::int) i RETURNING id),
     owners AS (
       INSERT INTO permissions (identity_id, type, miner_id, role)
       SELECT gen_random_uuid(), 'miner', id, 'owner' FROM accounts RETURNING identity_id, miner_id),
     asked AS (
       INSERT INTO notification_preferences (identity_id, event, channel, enabled)
       SELECT identity_id, 'miner-reward', c, true FROM owners, unnest(ARRAY['email', 'telegram']) c),
     ledger AS (
       INSERT INTO ledger_accounts (kind, pool_id, miner_id) SELECT 'miner', $1, id FROM accounts RETURNING id)
     INSERT INTO payments (account_id, type, direction, status, amount, pool_day, hash_rate, rate, gross, fee)
     SELECT id, 'reward', 'incoming', 'completed', 150000, $3, 3e15, 50000, 151362, 1362 FROM ledger`,
    [poolId, recipients, day],
  );
  progress(`${int(recipients)} accounts with an owner and a reward on ${day}`);

  const [queueMs, queued] = await timed(() => notifyRewardsCredited(db, poolId, day));
  progress(`queued ${int(queued)} notices in ${seconds(queueMs)}`);
  const [requeueMs, requeued] = await timed(() => notifyRewardsCredited(db, poolId, day));
  progress(`queued again: ${int(requeued)} new in ${seconds(requeueMs)}`);

  // Two instances drain at once; a mailer that counts what it was given.
  const sentTo = new Map<string, number>();
  const mailer = {
    send: async (message: { to: string }) => void sentTo.set(message.to, (sentTo.get(message.to) ?? 0) + 1),
  };
  /** A delivery instance of the bench's database, mailer and identity, with the Telegram sender given. */
  const delivery = (
    sender: ReturnType<typeof botApiSender> | undefined,
    options: ConstructorParameters<typeof NotificationDelivery>[1],
  ) =>
    new NotificationDelivery(
      {
        db,
        clock: () => new Date(),
        log: benchLog,
        mailer,
        identity,
        telegram: () => sender,
        publicUrl: 'https://pool.example',
      },
      { budgetMs: 600_000, ...options },
    );
  const instance = () => delivery(undefined, { batchSize: 1000, emailConcurrency: 32 });
  const [drainMs, drained] = await timed(() => Promise.all([instance().drain(), instance().drain()]));
  const duplicates = [...sentTo.values()].filter((times) => times > 1).length;
  progress(`drained ${int(drained[0] + drained[1])} e-mails in ${seconds(drainMs)} (${drained.join(' + ')})`);

  // Telegram: some owners linked a chat; their notices go through a loopback Bot API.
  const bot = new FakeBotApi('4242:bench-token-aaaaaaaaaaaaaaaaaaaa');
  await bot.start();
  cleanup.push(() => bot.stop());
  await pool.query(
    `INSERT INTO telegram_chats (identity_id, chat_id)
     SELECT identity_id, 1000 + row_number() OVER () FROM permissions WHERE type = 'miner' LIMIT $1`,
    [chats],
  );
  await pool.query("DELETE FROM notification_outbox WHERE event = 'miner-reward'");
  const [chatQueueMs, chatQueued] = await timed(() => notifyRewardsCredited(db, poolId, day));
  await pool.query("UPDATE notification_outbox SET status = 'sent' WHERE channel = 'email'");
  const sender = botApiSender(new Api(bot.token, { apiRoot: bot.url }));
  const telegram = delivery(sender, {});
  const [chatMs] = await timed(() => telegram.drain());
  const perChat = new Map<number, number>();
  for (const message of bot.sent) perChat.set(message.chat_id, (perChat.get(message.chat_id) ?? 0) + 1);
  const chatDuplicates = [...perChat.values()].filter((times) => times > 1).length;

  console.log(`
Notifications benchmark (PostgreSQL ${version}, ${int(recipients)} recipients)
queue a reward day (one call of the reward run)   ${int(queued)} rows in ${seconds(queueMs)} (${int(queued / (queueMs / 1000))} rows/s)
queue it again (a rerun)                          ${int(requeued)} new rows in ${seconds(requeueMs)}
drain by e-mail, two instances at once            ${int(drained[0] + drained[1])} sent in ${seconds(drainMs)} (${int((drained[0] + drained[1]) / (drainMs / 1000))}/s), ${int(sentTo.size)} recipients, ${duplicates} duplicates
Telegram: queue the day again, ${int(chats)} chats linked   ${int(chatQueued)} rows (e-mail and Telegram) in ${seconds(chatQueueMs)}
Telegram: drain through the Bot API               ${int(bot.sent.length)} sent in ${seconds(chatMs)} (${(bot.sent.length / (chatMs / 1000)).toFixed(1)}/s; sends spaced 1/30 s), ${chatDuplicates} duplicates
Total run time ${since().trim()}.`);
});
