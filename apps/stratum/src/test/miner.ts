import net from 'node:net';
import { difficultyToTarget, hashToBigInt, sha256d } from '../hashing.js';

export interface StratumMessage {
  id: number | string | null;
  method?: string;
  params?: unknown[];
  result?: unknown;
  error?: [number, string, unknown] | null;
}

/**
 * A scripted miner: a real TCP client speaking stratum, which builds headers from what
 * mining.notify says (independently of the server's code) and hashes them for real.
 */
export class TestMiner {
  private readonly socket: net.Socket;
  private buffer = '';
  private nextId = 1;
  private readonly waiting = new Map<number, (message: StratumMessage) => void>();
  private readonly listeners: Array<() => void> = [];
  readonly notifications: StratumMessage[] = [];
  closed = false;
  readonly ready: Promise<void>;
  extranonce1 = '';
  extranonce2Size = 4;
  private extranonce2Counter = 0;

  constructor(port: number) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.setEncoding('utf8');
    this.ready = new Promise((resolve, reject) => {
      this.socket.once('connect', resolve);
      this.socket.once('error', reject);
    });
    this.socket.on('error', () => undefined);
    this.socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
    this.socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      let newline: number;
      while ((newline = this.buffer.indexOf('\n')) >= 0) {
        const message = JSON.parse(this.buffer.slice(0, newline)) as StratumMessage;
        this.buffer = this.buffer.slice(newline + 1);
        if (message.method) this.notifications.push(message);
        else if (typeof message.id === 'number' && this.waiting.has(message.id)) {
          this.waiting.get(message.id)!(message);
          this.waiting.delete(message.id);
        } else this.notifications.push(message);
      }
      this.wake();
    });
  }

  private wake(): void {
    for (const listener of this.listeners.splice(0)) listener();
  }

  /** Waits until `check` holds, re-checked on each message or close. */
  async until<T>(check: () => T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = check();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 200);
        this.listeners.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  writeRaw(text: string): void {
    this.socket.write(text);
  }

  async request(method: string, params: unknown[] = []): Promise<StratumMessage> {
    const id = this.nextId++;
    const answer = new Promise<StratumMessage>((resolve) => this.waiting.set(id, resolve));
    this.socket.write(`${JSON.stringify({ id, method, params })}\n`);
    return Promise.race([
      answer,
      this.until(
        (): StratumMessage | undefined => (this.closed ? { id, result: null, error: [0, 'closed', null] } : undefined),
        `answer to ${method}`,
      ),
    ]);
  }

  async subscribe(): Promise<void> {
    const answer = await this.request('mining.subscribe', ['test-miner/1.0']);
    const [, extranonce1, extranonce2Size] = answer.result as [unknown, string, number];
    this.extranonce1 = extranonce1;
    this.extranonce2Size = extranonce2Size;
  }

  lastNotify(): unknown[] | undefined {
    return this.notifications.filter((message) => message.method === 'mining.notify').at(-1)?.params;
  }

  difficulty(): number | undefined {
    return this.notifications.filter((message) => message.method === 'mining.set_difficulty').at(-1)?.params?.[0] as
      number | undefined;
  }

  /**
   * The difficulty a job is mined at: the last mining.set_difficulty before its
   * mining.notify (stratum applies a new difficulty to the jobs after it, not to earlier ones).
   */
  jobDifficulty(jobId: string): number | undefined {
    let difficulty: number | undefined;
    let found: number | undefined;
    for (const message of this.notifications) {
      if (message.method === 'mining.set_difficulty') difficulty = message.params?.[0] as number;
      else if (message.method === 'mining.notify' && message.params?.[0] === jobId) found = difficulty;
    }
    return found;
  }

  /**
   * Hashes nonces of the latest job until one meets `difficulty` (the job's unless given);
   * answers the submit params, how many hashes it took and the difficulty it met.
   */
  findShare(
    worker: string,
    options: { difficulty?: number; versionBits?: number; versionMask?: number; networkTarget?: boolean } = {},
  ): { params: string[]; hashes: number; hash: Buffer; difficulty: number } {
    const notify = this.lastNotify();
    if (!notify) throw new Error('no job yet');
    const [jobId, previousHash, coinb1, coinb2, branch, version, bits, ntime] = notify as [
      string,
      string,
      string,
      string,
      string[],
      string,
      string,
      string,
    ];
    const difficulty = options.difficulty ?? this.jobDifficulty(jobId) ?? this.difficulty()!;
    const target = options.networkTarget ? compactTarget(Number.parseInt(bits, 16)) : difficultyToTarget(difficulty);
    const extranonce2 = (this.extranonce2Counter++).toString(16).padStart(this.extranonce2Size * 2, '0');
    let root = sha256d(Buffer.from(coinb1 + this.extranonce1 + extranonce2 + coinb2, 'hex'));
    for (const sibling of branch) root = sha256d(Buffer.concat([root, Buffer.from(sibling, 'hex')]));
    const previous = Buffer.from(previousHash, 'hex');
    previous.swap32();
    let headerVersion = Number.parseInt(version, 16);
    if (options.versionBits !== undefined) {
      headerVersion = ((headerVersion & ~(options.versionMask ?? 0xffffffff)) | options.versionBits) >>> 0;
    }
    const header = Buffer.alloc(80);
    header.writeUInt32LE(headerVersion, 0);
    previous.copy(header, 4);
    root.copy(header, 36);
    header.writeUInt32LE(Number.parseInt(ntime, 16), 68);
    header.writeUInt32LE(Number.parseInt(bits, 16), 72);
    for (let nonce = 0; nonce < 2 ** 32; nonce += 1) {
      header.writeUInt32LE(nonce, 76);
      const hash = sha256d(header);
      if (hashToBigInt(hash) <= target) {
        const params = [worker, jobId, extranonce2, ntime, nonce.toString(16).padStart(8, '0')];
        if (options.versionBits !== undefined) params.push(options.versionBits.toString(16).padStart(8, '0'));
        return { params, hashes: nonce + 1, hash, difficulty };
      }
    }
    throw new Error('nonce space exhausted');
  }

  close(): void {
    this.socket.destroy();
  }
}

function compactTarget(bits: number): bigint {
  return BigInt(bits & 0x7fffff) << BigInt(8 * ((bits >>> 24) - 3));
}
