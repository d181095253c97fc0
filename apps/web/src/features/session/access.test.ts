import { describe, expect, it } from 'vitest';
import type { Permission } from '@pool/contract';
import { displayNameOf } from './access';

function permission(overrides: Partial<Permission>): Permission {
  return { id: 'p1', type: 'miner', account_id: 'm1', role: 'owner', sections: [], ...overrides };
}

describe('displayNameOf', () => {
  it('reads account_name, pool_name, operator_name, then the word Platform', () => {
    expect(displayNameOf(permission({ account_name: 'demo_miner' }), 'Platform')).toBe('demo_miner');
    expect(displayNameOf(permission({ type: 'pool', pool_name: 'Demo Pool' }), 'Platform')).toBe('Demo Pool');
    expect(displayNameOf(permission({ type: 'operator', operator_name: 'Demo Hub' }), 'Platform')).toBe('Demo Hub');
    expect(displayNameOf(permission({ type: 'platform' }), 'Платформа')).toBe('Платформа');
  });
});
