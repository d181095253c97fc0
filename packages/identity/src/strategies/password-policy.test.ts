import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPasswordPolicy } from './password-policy.js';

const policy = createPasswordPolicy(8);

describe('password policy', () => {
  it('accepts a long, uncommon password with a digit', () => {
    expect(policy.violation('granite-harbor-71', 'alice@example.com')).toBeUndefined();
  });

  it('names the first rule broken', () => {
    expect(policy.violation('short1', 'alice@example.com')?.id).toBe(4000032);
    expect(policy.violation('no digits at all', 'alice@example.com')?.id).toBe(4000005);
    expect(policy.violation('Password123', 'alice@example.com')?.id).toBe(4000034);
    expect(policy.violation('alice@example.com2', 'alice@example.com')?.id).toBe(4000031);
  });

  it('honours a configured minimum length', () => {
    expect(createPasswordPolicy(12).violation('granite-71', 'bob@example.com')).toMatchObject({
      id: 4000032,
      context: { min_length: 12, actual_length: 10 },
    });
  });

  it('ships a list of at least 10,000 common passwords', () => {
    const file = path.resolve(import.meta.dirname, '../../data/common-passwords.txt.gz');
    const lines = gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThanOrEqual(10_000);
  });

  it('rejects common passwords', () => {
    for (const common of ['123456789', 'qwerty123', 'iloveyou1', 'monkey123']) {
      expect(policy.violation(common, 'x@example.com')?.id).toBe(4000034);
    }
  });
});
