import { ResponseError } from '@ory/client-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashCode } from './crypto.js';
import { codeGuessLimits, codeMailLimits } from './strategies/rate-limit.js';
import { browser, csrfOf, startServer, type TestServer } from './test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.close());

type Kind = 'recovery' | 'verification';
/** What became of a submitted code: compared and wrong, compared and right, not compared. */
type Outcome = 'wrong' | 'accepted' | 'spent' | 'limited';

const wrongCodeIds = new Set([4060006, 4070006]);
const spentCodeIds = new Set([4060002, 4070003]);

async function outcomeOf(call: Promise<unknown>): Promise<Outcome> {
  try {
    await call;
    return 'accepted';
  } catch (error) {
    if (!(error instanceof ResponseError)) throw error;
    if (error.response.status === 429) return 'limited';
    const body = (await error.response.json()) as { ui?: { messages?: { id: number }[] } };
    const id = body.ui?.messages?.[0]?.id;
    if (id !== undefined && wrongCodeIds.has(id)) return 'wrong';
    if (id !== undefined && spentCodeIds.has(id)) return 'spent';
    throw new Error(`unexpected answer ${error.response.status} ${JSON.stringify(body)}`, { cause: error });
  }
}

/** A flow of `kind` started from `clientAddress`, with a code sent for `email`. */
async function flowFor(kind: Kind, email: string, clientAddress: string) {
  const client = browser(server, clientAddress);
  const flow =
    kind === 'recovery'
      ? await client.api.createBrowserRecoveryFlow()
      : await client.api.createBrowserVerificationFlow();
  const body = { method: 'code' as const, csrf_token: csrfOf(flow) };
  const submit = (fields: { email: string } | { code: string }) =>
    kind === 'recovery'
      ? client.api.updateRecoveryFlow({ flow: flow.id, updateRecoveryFlowBody: { ...body, ...fields } })
      : client.api.updateVerificationFlow({ flow: flow.id, updateVerificationFlowBody: { ...body, ...fields } });
  await submit({ email });
  /** A code this flow's own code is not: its hash differs from the stored one. */
  const wrongCode = async () => {
    const { rows } = await server.database.pool.query<{ hash: string }>(
      `SELECT data->'code'->>'hash' AS hash FROM identity_flows WHERE id = $1`,
      [flow.id],
    );
    return hashCode('000000', flow.id) === rows[0]!.hash ? '111111' : '000000';
  };
  return { guess: (code: string) => outcomeOf(submit({ code })), wrongCode };
}

/** The victim's own code, from the outbox (the mailbox the attacker does not have). */
const mailedCode = async (email: string) => (await server.service.latestCourierMessage(email))!.code!;

/** Moves the clock to the start of the next UTC day, so a test sees one whole day window. */
function startOfNextDay() {
  const day = 24 * 3600_000;
  const now = server.clock.now().getTime();
  server.clock.advance(day - (now % day));
}

const count = (outcomes: Outcome[], wanted: Outcome) => outcomes.filter((outcome) => outcome === wanted).length;

describe.each<Kind>(['recovery', 'verification'])('a stranger guessing %s codes', (kind) => {
  const victim = `${kind}-victim@example.com`;
  beforeAll(async () => server.service.createIdentity({ email: victim, password: 'victims-password-1' }));

  it('spends the guesser own codes and address only: the owner code works from elsewhere right away', async () => {
    startOfNextDay();
    const attacker = '198.51.100.7';
    const outcomes: Outcome[] = [];
    for (let flow = 0; flow < 3; flow++) {
      const { guess, wrongCode } = await flowFor(kind, victim, attacker);
      for (let i = 0; i < codeGuessLimits.perCode; i++) outcomes.push(await guess(await wrongCode()));
    }
    const owner = await flowFor(kind, victim, '203.0.113.20');
    expect(await owner.guess(await mailedCode(victim))).toBe('accepted');
    // Two codes' guesses from one address; then it is refused (429) whatever flow it starts.
    expect(count(outcomes, 'wrong')).toBe(codeGuessLimits.perAddress);
    expect(count(outcomes, 'limited')).toBe(outcomes.length - codeGuessLimits.perAddress);
  });

  it('counts at most 5 of 20 concurrent guesses of one code; the others find it spent', async () => {
    const { guess, wrongCode } = await flowFor(kind, victim, '198.51.100.8');
    const wrong = await wrongCode();
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => guess(wrong)));
    expect(count(outcomes, 'wrong')).toBe(codeGuessLimits.perCode);
    expect(count(outcomes, 'wrong') + count(outcomes, 'spent')).toBe(20);
  });
});

describe('guesses at one e-mail address in a day', () => {
  const victim = 'daily-victim@example.com';
  beforeAll(async () => server.service.createIdentity({ email: victim, password: 'victims-password-2' }));

  it('compare at most 100 codes a day (1 chance in 10,000) over all its flows and client addresses', async () => {
    startOfNextDay();
    const outcomes: Outcome[] = [];
    // A fresh client address every hour, two flows (recovery, then verification) of 5 guesses each.
    for (let hour = 0; hour < 24; hour++) {
      for (const kind of ['recovery', 'verification'] as const) {
        const { guess, wrongCode } = await flowFor(kind, victim, `10.1.${hour}.1`);
        for (let i = 0; i < codeGuessLimits.perCode; i++) outcomes.push(await guess(await wrongCode()));
      }
      server.clock.advance(3600_000 - 1000);
    }
    expect(codeGuessLimits.perEmail / 1_000_000).toBeLessThanOrEqual(1 / 10_000);
    expect(count(outcomes, 'wrong')).toBe(codeGuessLimits.perEmail);
    expect(count(outcomes, 'limited')).toBe(outcomes.length - codeGuessLimits.perEmail);
  });

  it('holds under 150 concurrent guesses from 30 client addresses', async () => {
    startOfNextDay();
    const flows = await Promise.all(
      Array.from({ length: 30 }, (_, index) => flowFor('recovery', victim, `10.2.${index}.1`)),
    );
    const guesses = await Promise.all(
      flows.map(async ({ guess, wrongCode }) => {
        const wrong = await wrongCode();
        return Array.from({ length: codeGuessLimits.perCode }, () => guess(wrong));
      }),
    );
    const outcomes = await Promise.all(guesses.flat());
    expect(count(outcomes, 'wrong')).toBe(codeGuessLimits.perEmail);
    expect(count(outcomes, 'limited')).toBe(150 - codeGuessLimits.perEmail);
  });
});

describe('code e-mails to one address', () => {
  const victim = 'mailed-victim@example.com';
  beforeAll(async () => server.service.createIdentity({ email: victim, password: 'victims-password-3' }));
  const sentTo = async () =>
    Number(
      (
        await server.database.pool.query<{ count: string }>(
          'SELECT count(*) FROM identity_courier_messages WHERE recipient = $1',
          [victim],
        )
      ).rows[0]!.count,
    );

  it('one client address cannot use up the owner sends; a flood from many holds them back for a quarter of an hour at most', async () => {
    startOfNextDay();
    const before = await sentTo();
    for (let i = 0; i < 12; i++) await flowFor('recovery', victim, '198.51.100.9');
    expect(await sentTo()).toBe(before + codeMailLimits.perAddressAndEmail);
    const owner = await flowFor('recovery', victim, '203.0.113.30');
    expect(await sentTo()).toBe(before + codeMailLimits.perAddressAndEmail + 1);
    expect(await owner.guess(await mailedCode(victim))).toBe('accepted');

    for (let address = 0; address < 4; address++) {
      for (let i = 0; i < codeMailLimits.perAddressAndEmail; i++) {
        await flowFor('recovery', victim, `10.3.${address}.1`);
      }
    }
    expect(await sentTo()).toBe(before + codeMailLimits.perEmail);
    server.clock.advance(codeMailLimits.windowSeconds * 1000);
    const later = await flowFor('recovery', victim, '203.0.113.30');
    expect(await sentTo()).toBe(before + codeMailLimits.perEmail + 1);
    expect(await later.guess(await mailedCode(victim))).toBe('accepted');
  });
});
