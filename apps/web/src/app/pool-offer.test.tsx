import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, setUpComponentTests } from '@/test/render';
import { PoolOffer } from './pool-offer';

const i18n = setUpComponentTests();

describe('PoolOffer', () => {
  it('states FPPS, the pool fee and the daily runs from the pool’s constants', () => {
    renderInApp(<PoolOffer />, i18n(), '/auth/login');
    const offer = screen.getByRole('complementary', { name: 'Why mine with us' });
    expect(
      within(offer)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'FPPS: every accepted share is paid, whatever the pool’s luck',
      '0.9% pool fee',
      'Rewards credited daily at 09:00 UTC, payouts daily at 14:00 UTC',
    ]);
  });
});
