import { BitcoinCoreRpc } from '@pool/bitcoin';
import { reverseHex } from './hashing.js';
import type { TemplateSource } from './template-source.js';
import type { BlockTemplate } from './work.js';

interface TemplateReply {
  version: number;
  previousblockhash: string;
  transactions: Array<{ data: string; txid: string }>;
  coinbasevalue: number;
  bits: string;
  curtime: number;
  mintime: number;
  height: number;
  default_witness_commitment?: string;
}

/**
 * Work from Bitcoin Core over JSON-RPC (HTTP POST, basic auth from the URL):
 * getblocktemplate with the segwit rule, polled every `pollMs` (a new previous block hash
 * is a new block: clean jobs), refreshed for fees every `refreshMs`; found blocks go to
 * submitblock.
 */
export class BitcoinCoreTemplates implements TemplateSource {
  private readonly rpc: BitcoinCoreRpc;
  private timer: NodeJS.Timeout | undefined;
  private last: { previous: string; fetchedAt: number } | undefined;
  private stopped = false;

  constructor(
    url: string,
    private readonly options: { pollMs: number; refreshMs: number; onError: (error: Error) => void },
  ) {
    this.rpc = new BitcoinCoreRpc(url);
  }

  async start(onTemplate: (template: BlockTemplate, newBlock: boolean) => void): Promise<void> {
    // The first template must come: a pool without work is no pool, so a failure stops the start.
    await this.poll(onTemplate);
    const loop = () => {
      this.timer = setTimeout(() => {
        void this.poll(onTemplate)
          .catch((error: Error) => this.options.onError(error))
          .finally(() => !this.stopped && loop());
      }, this.options.pollMs);
    };
    loop();
  }

  async submitBlock(block: Buffer): Promise<string | undefined> {
    const result = await this.rpc.call('submitblock', [block.toString('hex')]);
    // null means accepted; "duplicate" means the node has it already, which is as good.
    if (result === null || result === 'duplicate') return undefined;
    return typeof result === 'string' ? result : JSON.stringify(result);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private async poll(onTemplate: (template: BlockTemplate, newBlock: boolean) => void): Promise<void> {
    const now = Date.now();
    const previous = this.last?.previous;
    if (previous !== undefined && now - this.last!.fetchedAt < this.options.refreshMs) {
      const best = await this.rpc.call('getbestblockhash', []);
      if (best === previous) return;
    }
    const reply = await this.rpc.call<TemplateReply>('getblocktemplate', [{ rules: ['segwit'] }]);
    const template = toTemplate(reply);
    this.last = { previous: reply.previousblockhash, fetchedAt: now };
    onTemplate(template, reply.previousblockhash !== previous);
  }
}

function toTemplate(reply: TemplateReply): BlockTemplate {
  return {
    height: reply.height,
    previousHash: Buffer.from(reverseHex(reply.previousblockhash), 'hex'),
    version: reply.version,
    bits: Number.parseInt(reply.bits, 16),
    time: reply.curtime,
    minTime: reply.mintime,
    coinbaseValue: reply.coinbasevalue,
    transactions: reply.transactions.map((transaction) => ({
      data: Buffer.from(transaction.data, 'hex'),
      txid: Buffer.from(reverseHex(transaction.txid), 'hex'),
    })),
    witnessCommitment: reply.default_witness_commitment
      ? Buffer.from(reply.default_witness_commitment, 'hex')
      : undefined,
  };
}
