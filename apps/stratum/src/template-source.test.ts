import { describe, expect, it } from 'vitest';
import { bitsToTarget, targetToDifficulty } from './hashing.js';
import { BuiltinChain } from './template-source.js';
import type { BlockTemplate } from './work.js';

describe('built-in chain', () => {
  it('keeps one template while no block is due, even when the mean block time overflows a timer', async () => {
    const templates: BlockTemplate[] = [];
    const chain = new BuiltinChain({ difficulty: 1024, blockSeconds: 1e9, blockReward: 312_500_000 });
    await chain.start((template) => templates.push(template));
    await new Promise((resolve) => setTimeout(resolve, 100));
    chain.stop();
    expect(templates).toHaveLength(1);
    expect(targetToDifficulty(bitsToTarget(templates[0]!.bits))).toBeCloseTo(1024, 0);
  });

  it('extends the chain with a submitted block and refuses a block on an old tip', async () => {
    const templates: BlockTemplate[] = [];
    const chain = new BuiltinChain({ difficulty: 1, blockSeconds: 600, blockReward: 312_500_000 });
    await chain.start((template) => templates.push(template));
    const first = templates[0]!;
    expect(await chain.submitBlock(Buffer.alloc(0), first, Buffer.alloc(32, 7))).toBeUndefined();
    expect(templates[1]!.previousHash).toEqual(Buffer.alloc(32, 7));
    expect(templates[1]!.height).toBe(first.height + 1);
    expect(await chain.submitBlock(Buffer.alloc(0), first, Buffer.alloc(32, 8))).toBe('stale-prevblk');
    chain.stop();
  });
});
