import { randomBytes } from 'node:crypto';
import { difficultyToTarget, targetToBits } from './hashing.js';
import type { BlockTemplate } from './work.js';

const maxTimeoutMs = 2 ** 31 - 1;

/** Where work comes from and where found blocks go. */
export interface TemplateSource {
  /** Starts producing templates; `newBlock` says the previous work is stale (clean_jobs). */
  start(onTemplate: (template: BlockTemplate, newBlock: boolean) => void): Promise<void>;
  /** Offers a solved block; answers the node's refusal reason, or undefined when it took it. */
  submitBlock(block: Buffer, template: BlockTemplate, hash: Buffer): Promise<string | undefined>;
  stop(): void;
}

export interface BuiltinChainSettings {
  /** The network difficulty of the built-in chain. */
  difficulty: number;
  /** Mean seconds between the chain's own blocks (found by "the rest of the network"). */
  blockSeconds: number;
  /** Subsidy of each block, satoshi. */
  blockReward: number;
  now?: () => number;
}

/**
 * A small regtest-like chain in memory, so the pool works without Bitcoin Core: blocks
 * arrive at random (exponential intervals, like real mining) at `blockSeconds` on average,
 * and a block the pool's miners solve at the configured difficulty extends it. No
 * transactions besides the coinbase.
 */
export class BuiltinChain implements TemplateSource {
  private height: number;
  private tip: Buffer = randomBytes(32);
  private tipTime: number;
  private timer: NodeJS.Timeout | undefined;
  private onTemplate: ((template: BlockTemplate, newBlock: boolean) => void) | undefined;
  private readonly bits: number;
  private readonly now: () => number;

  constructor(private readonly settings: BuiltinChainSettings) {
    this.now = settings.now ?? Date.now;
    this.bits = targetToBits(difficultyToTarget(settings.difficulty));
    // Regtest's fresh chains are short; a few hundred blocks make heights look plausible.
    this.height = 200;
    this.tipTime = Math.floor(this.now() / 1000);
  }

  async start(onTemplate: (template: BlockTemplate, newBlock: boolean) => void): Promise<void> {
    this.onTemplate = onTemplate;
    onTemplate(this.template(), true);
    this.scheduleNetworkBlock();
  }

  async submitBlock(_block: Buffer, template: BlockTemplate, hash: Buffer): Promise<string | undefined> {
    if (!template.previousHash.equals(this.tip)) return 'stale-prevblk';
    this.advance(hash);
    return undefined;
  }

  stop(): void {
    clearTimeout(this.timer);
    this.onTemplate = undefined;
  }

  private scheduleNetworkBlock(): void {
    clearTimeout(this.timer);
    const delay = -Math.log(1 - Math.random()) * this.settings.blockSeconds * 1000;
    // Node fires longer timeouts at once (they overflow 32 bits): cap them at ~24 days.
    this.timer = setTimeout(() => this.advance(randomBytes(32)), Math.min(delay, maxTimeoutMs));
    this.timer.unref();
  }

  private advance(hash: Buffer): void {
    this.tip = Buffer.from(hash);
    this.height += 1;
    this.tipTime = Math.max(this.tipTime + 1, Math.floor(this.now() / 1000));
    this.onTemplate?.(this.template(), true);
    if (this.onTemplate) this.scheduleNetworkBlock();
  }

  private template(): BlockTemplate {
    return {
      height: this.height + 1,
      previousHash: this.tip,
      version: 0x20000000,
      bits: this.bits,
      time: Math.max(this.tipTime + 1, Math.floor(this.now() / 1000)),
      minTime: this.tipTime + 1,
      coinbaseValue: this.settings.blockReward,
      transactions: [],
    };
  }
}
