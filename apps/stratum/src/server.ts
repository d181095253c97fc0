import net from 'node:net';
import { accountNamePattern, defaultWorkerName, workerNamePattern, type Share } from '@pool/contract';
import { Registry } from 'prom-client';
import { difficultyToTarget, reverseHex } from './hashing.js';
import { createStratumMetrics, type DisconnectReason, type StratumMetrics } from './observability.js';
import type { TemplateSource } from './template-source.js';
import { Vardiff, defaultVardiffSettings, type VardiffSettings } from './vardiff.js';
import {
  createJob,
  extranonce1Size,
  extranonce2Size,
  notifyParams,
  serializeBlock,
  solveHeader,
  type BlockTemplate,
  type Job,
} from './work.js';

/** Stratum's error codes, as mining software knows them. */
export const stratumErrors = {
  other: 20,
  staleJob: 21,
  duplicate: 22,
  lowDifficulty: 23,
  unauthorized: 24,
  notSubscribed: 25,
} as const;

export interface StratumSettings {
  port: number;
  host: string;
  /** Difficulty of a new connection until vardiff or the miner (`d=`, suggest_difficulty) says otherwise. */
  startDifficulty: number;
  vardiff: VardiffSettings;
  /** BIP 310: header version bits miners may roll (ASICBoost); BIP 320's range. */
  versionRollingMask: number;
  maxLineBytes: number;
  idleSeconds: number;
  maxConnectionsPerAddress: number;
  /** Rejected shares in a row (no accepted one between) after which an address is banned. */
  invalidSharesBeforeBan: number;
  /**
   * Rejected shares after which a connection that has had none accepted is closed: a
   * working miner's first shares are valid, so such a connection is broken or probing.
   */
  invalidSharesBeforeFirstValid: number;
  /** Rejected shares in a row after which any connection is closed (its work no longer fits). */
  invalidSharesInARow: number;
  banSeconds: number;
  /**
   * On stop, how long miners asked to reconnect may take to leave (their last submits are
   * still answered meanwhile); whoever is still connected after it is cut off.
   */
  reconnectGraceSeconds: number;
  /** Messages a connection may send in a burst, and per second after it. */
  messageBurst: number;
  messagesPerSecond: number;
  /** How far ahead of our clock a share's ntime may be (Bitcoin Core allows two hours). */
  maxFutureSeconds: number;
}

export const defaultStratumSettings: StratumSettings = {
  port: 3333,
  host: '0.0.0.0',
  startDifficulty: 1,
  vardiff: defaultVardiffSettings,
  versionRollingMask: 0x1fffe000,
  maxLineBytes: 16 * 1024,
  idleSeconds: 600,
  maxConnectionsPerAddress: 256,
  invalidSharesBeforeBan: 100,
  invalidSharesBeforeFirstValid: 10,
  invalidSharesInARow: 50,
  banSeconds: 600,
  reconnectGraceSeconds: 5,
  messageBurst: 200,
  messagesPerSecond: 50,
  maxFutureSeconds: 7200,
};

/** A share that met the network target. */
export interface FoundBlock {
  height: number;
  /** Block hash as shown (big-endian hex). */
  hash: string;
  account: string;
  worker: string;
  /** Coinbase value, satoshi. */
  reward: number;
  time: string;
  /** Undefined when the node took it; else its refusal. */
  rejectReason?: string;
}

export interface StratumDeps {
  source: TemplateSource;
  /** The coinbase output script paying the pool. */
  payoutScript: Buffer;
  accountExists: (account: string) => Promise<boolean>;
  onShare: (share: Share) => void;
  onBlock: (block: FoundBlock) => void;
  /** A new block on the chain: the height of the tip work now builds on. */
  onTip?: (height: number) => void;
  /** Where the node counts connections, shares and disconnects; a registry of its own unless given. */
  metrics?: StratumMetrics;
  /** Milliseconds; tests inject their own. */
  now?: () => number;
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
}

interface SessionJob {
  job: Job;
  difficulty: number;
  target: bigint;
  submissions: Set<string>;
}

/** Jobs a connection keeps answering for (older non-clean ones fall off). */
const jobsPerSession = 16;
/** Malformed messages tolerated before the connection is closed. */
const protocolErrorsBeforeClose = 10;

interface AddressState {
  connections: number;
  invalidStreak: number;
  bannedUntil: number;
}

class Session {
  extranonce1: Buffer;
  subscribed = false;
  readonly workers = new Map<string, { account: string; worker: string }>();
  versionMask = 0;
  readonly jobs = new Map<string, SessionJob>();
  vardiff: Vardiff;
  /** A difficulty set by vardiff or the miner, sent with the next job. */
  pendingDifficulty: number | undefined;
  protocolErrors = 0;
  acceptedShares = 0;
  /** Rejected shares since the last accepted one (all of them before the first). */
  invalidStreak = 0;
  closing = false;
  tokens: number;
  tokensAt: number;
  buffer = '';

  constructor(
    readonly socket: net.Socket,
    readonly address: string,
    extranonce1: Buffer,
    settings: StratumSettings,
    now: number,
  ) {
    this.extranonce1 = extranonce1;
    this.vardiff = new Vardiff(settings.vardiff, settings.startDifficulty, now);
    this.tokens = settings.messageBurst;
    this.tokensAt = now;
  }

  get authorized(): boolean {
    return this.workers.size > 0;
  }
}

type Reply = { result: unknown } | { error: [number, string, null] };

function refuse(code: number, message: string): Reply {
  return { error: [code, message, null] };
}

const hex = (length: number) => new RegExp(`^[0-9a-fA-F]{${length}}$`);
const hex8 = hex(8);
const extranonce2Pattern = hex(extranonce2Size * 2);

/**
 * Stratum V1 over TCP: subscribe, authorize, configure (version rolling), difficulty,
 * notify and submit, with every share checked by rebuilding the header and hashing it.
 */
export class StratumServer {
  readonly settings: StratumSettings;
  private readonly server: net.Server;
  private readonly sessions = new Set<Session>();
  private readonly addresses = new Map<string, AddressState>();
  private readonly now: () => number;
  private readonly metrics: StratumMetrics;
  private current: Job | undefined;
  private jobCounter = 0;
  private extranonceCounter: number;
  private idleTimer: NodeJS.Timeout | undefined;
  /** Called when the last connection has gone (a stop waits for it). */
  private onLastClose: (() => void) | undefined;
  readonly counters = { accepted: 0, rejected: 0, blocks: 0 };

  constructor(
    private readonly deps: StratumDeps,
    settings: Partial<StratumSettings> = {},
  ) {
    this.settings = { ...defaultStratumSettings, ...settings };
    this.now = deps.now ?? Date.now;
    this.metrics = deps.metrics ?? createStratumMetrics(new Registry());
    // A random start keeps extranonce1 values of separate nodes (and restarts) apart.
    this.extranonceCounter = Math.floor(Math.random() * 2 ** 32);
    this.server = net.createServer((socket) => this.accept(socket));
  }

  async listen(): Promise<number> {
    await this.deps.source.start((template, newBlock) => this.onTemplate(template, newBlock));
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.settings.port, this.settings.host, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    this.idleTimer = setInterval(() => this.lowerIdleDifficulties(), 5000);
    this.idleTimer.unref();
    return (this.server.address() as net.AddressInfo).port;
  }

  /**
   * Stops taking miners and asks those connected to reconnect (`client.reconnect` without
   * arguments: to the address they dialled, which in a rolling restart leads to a node
   * still up), so none mines on for a node that is gone. Until they leave (at most
   * `reconnectGraceSeconds`) their submits are still checked and answered: the work they
   * had under way is kept.
   */
  async close(): Promise<void> {
    clearInterval(this.idleTimer);
    this.deps.source.stop();
    const listenerClosed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    if (this.sessions.size > 0) {
      const allGone = new Promise<void>((resolve) => (this.onLastClose = resolve));
      for (const session of this.sessions) this.send(session, { id: null, method: 'client.reconnect', params: [] });
      let graceTimer: NodeJS.Timeout | undefined;
      await Promise.race([
        allGone,
        new Promise<void>((resolve) => (graceTimer = setTimeout(resolve, this.settings.reconnectGraceSeconds * 1000))),
      ]);
      clearTimeout(graceTimer);
    }
    for (const session of this.sessions) session.socket.destroy();
    await listenerClosed;
  }

  get connections(): number {
    return this.sessions.size;
  }

  /** Whether a block template has come, so miners get work. */
  get hasWork(): boolean {
    return this.current !== undefined;
  }

  private log(level: 'info' | 'warn' | 'error', message: string): void {
    this.deps.log?.(level, message);
  }

  private accept(socket: net.Socket): void {
    const address = socket.remoteAddress ?? 'unknown';
    const now = this.now();
    const state = this.addresses.get(address) ?? { connections: 0, invalidStreak: 0, bannedUntil: 0 };
    if (state.bannedUntil > now || state.connections >= this.settings.maxConnectionsPerAddress) {
      this.metrics.disconnects.inc({ reason: state.bannedUntil > now ? 'banned' : 'connection_limit' });
      socket.destroy();
      return;
    }
    state.connections += 1;
    this.addresses.set(address, state);
    const extranonce1 = Buffer.alloc(extranonce1Size);
    extranonce1.writeUInt32BE((this.extranonceCounter = (this.extranonceCounter + 1) >>> 0));
    const session = new Session(socket, address, extranonce1, this.settings, now);
    this.sessions.add(session);
    this.metrics.connections.inc();
    socket.setNoDelay(true);
    socket.setEncoding('utf8');
    socket.setTimeout(this.settings.idleSeconds * 1000, () => {
      this.metrics.disconnects.inc({ reason: 'idle' });
      socket.destroy();
    });
    socket.on('data', (chunk: string) => this.receive(session, chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      this.sessions.delete(session);
      if (this.sessions.size === 0) this.onLastClose?.();
      this.metrics.connections.dec();
      state.connections -= 1;
      if (state.connections === 0 && state.bannedUntil <= this.now() && state.invalidStreak === 0) {
        this.addresses.delete(address);
      }
    });
  }

  private receive(session: Session, chunk: string): void {
    if (session.closing) return;
    session.buffer += chunk;
    let newline: number;
    while ((newline = session.buffer.indexOf('\n')) >= 0) {
      const line = session.buffer.slice(0, newline);
      session.buffer = session.buffer.slice(newline + 1);
      if (Buffer.byteLength(line) > this.settings.maxLineBytes) {
        return this.drop(session, 'Line too long', 'line_too_long');
      }
      if (line.trim() === '') continue;
      if (!this.takeToken(session)) return this.drop(session, 'Too many messages', 'rate_limit');
      this.handleLine(session, line);
      if (session.closing || session.socket.destroyed) return;
    }
    // No newline within the limit: a line that will be too long whatever comes next.
    if (Buffer.byteLength(session.buffer) > this.settings.maxLineBytes) {
      this.drop(session, 'Line too long', 'line_too_long');
    }
  }

  private takeToken(session: Session): boolean {
    const now = this.now();
    session.tokens = Math.min(
      this.settings.messageBurst,
      session.tokens + ((now - session.tokensAt) / 1000) * this.settings.messagesPerSecond,
    );
    session.tokensAt = now;
    if (session.tokens < 1) return false;
    session.tokens -= 1;
    return true;
  }

  /** Answers a last error (no id: the connection is going) and closes; nothing more is read. */
  private drop(session: Session, message: string, reason: DisconnectReason): void {
    if (session.closing || session.socket.destroyed) return;
    session.closing = true;
    this.metrics.disconnects.inc({ reason });
    session.buffer = '';
    session.socket.end(`${JSON.stringify({ id: null, result: null, error: [stratumErrors.other, message, null] })}\n`);
    // A peer that never reads must not keep the socket open.
    setTimeout(() => session.socket.destroy(), 1000).unref();
  }

  private send(session: Session, message: unknown): void {
    if (!session.closing && !session.socket.destroyed) session.socket.write(`${JSON.stringify(message)}\n`);
  }

  private reply(session: Session, id: unknown, reply: Reply): void {
    this.send(session, 'result' in reply ? { id, result: reply.result, error: null } : { id, result: null, ...reply });
  }

  private protocolError(session: Session, id: unknown, message: string): void {
    this.reply(session, id, refuse(stratumErrors.other, message));
    session.protocolErrors += 1;
    if (session.protocolErrors >= protocolErrorsBeforeClose)
      this.drop(session, 'Too many malformed messages', 'malformed');
  }

  private handleLine(session: Session, line: string): void {
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      return this.protocolError(session, null, 'Invalid JSON');
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message)) {
      return this.protocolError(session, null, 'Not a request');
    }
    const { id = null, method, params = [] } = message as { id?: unknown; method?: unknown; params?: unknown };
    const safeId = typeof id === 'number' || typeof id === 'string' || id === null ? id : null;
    if (typeof method !== 'string' || !Array.isArray(params)) {
      return this.protocolError(session, safeId, 'Not a request');
    }
    switch (method) {
      case 'mining.subscribe':
        return this.reply(session, safeId, this.subscribe(session));
      case 'mining.extranonce.subscribe':
        // The extranonce never changes during a connection, so there is nothing to send later.
        return this.reply(session, safeId, { result: true });
      case 'mining.configure':
        return this.reply(session, safeId, this.configure(session, params));
      case 'mining.suggest_difficulty':
        return this.reply(session, safeId, this.suggestDifficulty(session, params[0]));
      case 'mining.authorize':
        void this.authorize(session, params).then((reply) => {
          this.reply(session, safeId, reply);
          if ('result' in reply && session.workers.size === 1 && this.current)
            this.sendJob(session, this.current, true);
        });
        return;
      case 'mining.submit': {
        const reply = this.submit(session, params);
        // An accepted share is proven work, not a flood: it gives its message back. A rig
        // far faster than its difficulty (an ASIC at the start difficulty) sends hundreds a
        // second until vardiff catches up, and must not be cut off for it.
        if ('result' in reply) session.tokens = Math.min(this.settings.messageBurst, session.tokens + 1);
        this.reply(session, safeId, reply);
        const limit =
          session.acceptedShares === 0
            ? this.settings.invalidSharesBeforeFirstValid
            : this.settings.invalidSharesInARow;
        if (session.invalidStreak >= limit) this.drop(session, 'Too many invalid shares', 'invalid_shares');
        return;
      }
      default:
        return this.protocolError(session, safeId, `Unknown method ${method.slice(0, 64)}`);
    }
  }

  private subscribe(session: Session): Reply {
    session.subscribed = true;
    const subscription = session.extranonce1.toString('hex');
    return {
      result: [
        [
          ['mining.set_difficulty', subscription],
          ['mining.notify', subscription],
        ],
        session.extranonce1.toString('hex'),
        extranonce2Size,
      ],
    };
  }

  /** BIP 310: agree on the version bits both sides allow. Other extensions are declined. */
  private configure(session: Session, params: unknown[]): Reply {
    const [extensions, options] = params as [unknown, Record<string, unknown> | undefined];
    if (!Array.isArray(extensions)) return refuse(stratumErrors.other, 'Malformed configure');
    const result: Record<string, unknown> = {};
    for (const extension of extensions) {
      if (extension === 'version-rolling') {
        const asked = options?.['version-rolling.mask'];
        const minerMask = typeof asked === 'string' && hex8.test(asked) ? Number.parseInt(asked, 16) : 0xffffffff;
        session.versionMask = (minerMask & this.settings.versionRollingMask) >>> 0;
        result['version-rolling'] = true;
        result['version-rolling.mask'] = session.versionMask.toString(16).padStart(8, '0');
      } else if (typeof extension === 'string') {
        result[extension.slice(0, 64)] = false;
      }
    }
    return { result };
  }

  private suggestDifficulty(session: Session, value: unknown): Reply {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      return refuse(stratumErrors.other, 'Difficulty must be a positive number');
    }
    this.changeDifficulty(session, session.vardiff.reset(value, this.now()));
    return { result: true };
  }

  private async authorize(session: Session, params: unknown[]): Promise<Reply> {
    const [username, password] = params;
    if (typeof username !== 'string') return refuse(stratumErrors.other, 'Malformed authorize');
    const dot = username.indexOf('.');
    const account = dot < 0 ? username : username.slice(0, dot);
    const worker = dot < 0 ? defaultWorkerName : username.slice(dot + 1);
    if (!accountNamePattern.test(account) || account.length > 64 || !workerNamePattern.test(worker)) {
      return refuse(stratumErrors.unauthorized, 'Username must be account.worker');
    }
    if (!(await this.deps.accountExists(account))) {
      return refuse(stratumErrors.unauthorized, `Unknown account ${account}`);
    }
    session.workers.set(username, { account, worker });
    const start = typeof password === 'string' ? /(?:^|,)d=([0-9.eE+-]+)/.exec(password) : null;
    const difficulty = start ? Number(start[1]) : Number.NaN;
    if (Number.isFinite(difficulty) && difficulty > 0) {
      this.changeDifficulty(session, session.vardiff.reset(difficulty, this.now()));
    }
    return { result: true };
  }

  private changeDifficulty(session: Session, difficulty: number): void {
    session.pendingDifficulty = difficulty;
    // Before the first job, the difficulty simply goes out with it.
    if (session.authorized && this.current && session.jobs.size > 0) this.sendJob(session, this.current, false);
  }

  private onTemplate(template: BlockTemplate, newBlock: boolean): void {
    const job = createJob(this.nextJobId(), template, this.deps.payoutScript);
    this.current = job;
    if (newBlock) this.deps.onTip?.(template.height - 1);
    for (const session of this.sessions) {
      if (session.authorized) this.sendJob(session, job, newBlock);
    }
  }

  private nextJobId(): string {
    this.jobCounter = (this.jobCounter + 1) >>> 0;
    return this.jobCounter.toString(16);
  }

  /**
   * Sends work at the connection's difficulty. A changed difficulty comes with a job of
   * its own id (the same template), so shares of earlier jobs are judged by the difficulty
   * they were mined at.
   */
  private sendJob(session: Session, template: Job, clean: boolean): void {
    if (clean) session.jobs.clear();
    let job = template;
    if (session.pendingDifficulty !== undefined || session.jobs.size === 0) {
      const difficulty = session.pendingDifficulty ?? session.vardiff.difficulty;
      session.pendingDifficulty = undefined;
      this.send(session, { id: null, method: 'mining.set_difficulty', params: [difficulty] });
      if (session.jobs.has(template.id)) job = { ...template, id: this.nextJobId() };
    }
    const difficulty = session.vardiff.difficulty;
    session.jobs.set(job.id, { job, difficulty, target: difficultyToTarget(difficulty), submissions: new Set() });
    if (session.jobs.size > jobsPerSession) session.jobs.delete(session.jobs.keys().next().value!);
    this.send(session, { id: null, method: 'mining.notify', params: notifyParams(job, clean) });
  }

  private submit(session: Session, params: unknown[]): Reply {
    if (!session.subscribed) return this.unattributed(session, stratumErrors.notSubscribed, 'Not subscribed');
    const [username, jobId, extranonce2, ntime, nonce, versionBits] = params;
    const worker = typeof username === 'string' ? session.workers.get(username) : undefined;
    if (!worker) return this.unattributed(session, stratumErrors.unauthorized, 'Unauthorized worker');
    if (
      typeof jobId !== 'string' ||
      typeof extranonce2 !== 'string' ||
      !extranonce2Pattern.test(extranonce2) ||
      typeof ntime !== 'string' ||
      !hex8.test(ntime) ||
      typeof nonce !== 'string' ||
      !hex8.test(nonce) ||
      (versionBits !== undefined && (typeof versionBits !== 'string' || !hex8.test(versionBits)))
    ) {
      return this.rejected(session, worker, 0, 'malformed', stratumErrors.other, 'Malformed submit');
    }
    const sessionJob = session.jobs.get(jobId);
    if (!sessionJob)
      return this.rejected(
        session,
        worker,
        session.vardiff.difficulty,
        'stale_job',
        stratumErrors.staleJob,
        'Job not found',
      );
    const { job, difficulty } = sessionJob;
    const time = Number.parseInt(ntime, 16);
    if (time < job.template.minTime || time > Math.floor(this.now() / 1000) + this.settings.maxFutureSeconds) {
      return this.rejected(session, worker, difficulty, 'ntime', stratumErrors.other, 'ntime out of range');
    }
    let version = job.template.version;
    if (versionBits !== undefined) {
      const bits = Number.parseInt(versionBits, 16);
      if ((bits & ~session.versionMask) !== 0) {
        return this.rejected(
          session,
          worker,
          difficulty,
          'version_bits',
          stratumErrors.other,
          'Version bits outside the mask',
        );
      }
      version = ((version & ~session.versionMask) | bits) >>> 0;
    }
    const key = `${extranonce2.toLowerCase()}:${ntime.toLowerCase()}:${nonce.toLowerCase()}:${version}`;
    if (sessionJob.submissions.has(key)) {
      return this.rejected(session, worker, difficulty, 'duplicate', stratumErrors.duplicate, 'Duplicate share');
    }
    sessionJob.submissions.add(key);
    const solved = solveHeader(job, {
      extranonce1: session.extranonce1,
      extranonce2: Buffer.from(extranonce2, 'hex'),
      time,
      nonce: Number.parseInt(nonce, 16),
      version,
    });
    const isBlock = solved.hashValue <= job.networkTarget;
    // On an easy chain (regtest) a block may miss the share target; it is still worth submitting.
    if (solved.hashValue > sessionJob.target && !isBlock) {
      return this.rejected(
        session,
        worker,
        difficulty,
        'low_difficulty',
        stratumErrors.lowDifficulty,
        'Low difficulty share',
      );
    }
    const now = this.now();
    this.counters.accepted += 1;
    this.metrics.shares.inc({ result: 'accepted' });
    this.metrics.acceptedDifficulty.inc(difficulty);
    session.acceptedShares += 1;
    session.invalidStreak = 0;
    this.addresses.get(session.address)!.invalidStreak = 0;
    this.deps.onShare({
      worker: `${worker.account}.${worker.worker}`,
      difficulty,
      time: new Date(now).toISOString(),
      accepted: true,
    });
    if (isBlock && job === this.currentOrSibling(job)) {
      void this.submitBlock(job, solved, worker);
    }
    const next = session.vardiff.onShare(now);
    if (next !== undefined) this.changeDifficulty(session, next);
    return { result: true };
  }

  /** Only work on the current tip can be a block; an old template's solution would be an orphan. */
  private currentOrSibling(job: Job): Job | undefined {
    return this.current && this.current.template.previousHash.equals(job.template.previousHash) ? job : undefined;
  }

  private async submitBlock(
    job: Job,
    solved: ReturnType<typeof solveHeader>,
    worker: { account: string; worker: string },
  ): Promise<void> {
    const hash = reverseHex(solved.hash.toString('hex'));
    let rejectReason: string | undefined;
    try {
      rejectReason = await this.deps.source.submitBlock(serializeBlock(job, solved), job.template, solved.hash);
    } catch (error) {
      rejectReason = `submit failed: ${(error as Error).message}`;
    }
    this.log(rejectReason ? 'error' : 'info', `block ${job.template.height} ${hash} ${rejectReason ?? 'accepted'}`);
    if (!rejectReason) this.counters.blocks += 1;
    this.deps.onBlock({
      height: job.template.height,
      hash,
      account: worker.account,
      worker: worker.worker,
      reward: job.template.coinbaseValue,
      time: new Date(this.now()).toISOString(),
      rejectReason,
    });
  }

  /** A submit of no authorized worker: counted against the connection, reported for nobody. */
  private unattributed(session: Session, code: number, message: string): Reply {
    this.metrics.shares.inc({ result: 'rejected', reason: 'unauthorized' });
    session.invalidStreak += 1;
    return refuse(code, message);
  }

  private rejected(
    session: Session,
    worker: { account: string; worker: string },
    difficulty: number,
    reason: 'malformed' | 'stale_job' | 'ntime' | 'version_bits' | 'duplicate' | 'low_difficulty',
    code: number,
    message: string,
  ): Reply {
    this.counters.rejected += 1;
    this.metrics.shares.inc({ result: 'rejected', reason });
    session.invalidStreak += 1;
    if (difficulty > 0) {
      this.deps.onShare({
        worker: `${worker.account}.${worker.worker}`,
        difficulty,
        time: new Date(this.now()).toISOString(),
        accepted: false,
      });
    }
    const state = this.addresses.get(session.address)!;
    state.invalidStreak += 1;
    if (state.invalidStreak >= this.settings.invalidSharesBeforeBan) {
      state.bannedUntil = this.now() + this.settings.banSeconds * 1000;
      state.invalidStreak = 0;
      this.log('warn', `${session.address} banned for ${this.settings.banSeconds} s after repeated invalid shares`);
      for (const other of this.sessions) {
        if (other.address !== session.address) continue;
        this.metrics.disconnects.inc({ reason: 'banned' });
        other.socket.destroy();
      }
    }
    return refuse(code, message);
  }

  private lowerIdleDifficulties(): void {
    const now = this.now();
    for (const [address, state] of this.addresses) {
      if (state.connections === 0 && state.bannedUntil <= now) this.addresses.delete(address);
    }
    for (const session of this.sessions) {
      if (!session.authorized) continue;
      const next = session.vardiff.onIdle(now);
      if (next !== undefined) this.changeDifficulty(session, next);
    }
  }
}
