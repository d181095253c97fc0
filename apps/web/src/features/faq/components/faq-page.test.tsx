import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { faqEntries } from '../faq-entries';
import { renderInApp, setUpComponentTests } from '@/test/render';
import ru from '../../../../public/static/locales/ru.json';
import cn from '../../../../public/static/locales/cn.json';
import { FaqPage } from './faq-page';

const i18n = setUpComponentTests();

const stratum = 'stratum+tcp://pool.example:3333';
const renderFaq = (path = '/faq', instance = i18n()) =>
  renderInApp(<FaqPage title="FAQ" stratumAddress={stratum} />, instance, path);

const question = (name: RegExp | string) => screen.getByText(name, { selector: 'summary' });
const detailsOf = (name: RegExp | string) => question(name).closest('details')!;

describe('FaqPage', () => {
  it('lists every question, closed, grouped under its section', () => {
    renderFaq();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Connecting a miner',
      'Rewards and fees',
      'Payouts',
      'Workers and watcher links',
      'Account and security',
      'Reports and taxes',
    ]);
    expect(document.querySelectorAll('details')).toHaveLength(faqEntries.length);
    expect([...document.querySelectorAll('details')].every((details) => !details.open)).toBe(true);
  });

  it('fills the figures from the contract and the configuration, not from the texts', () => {
    renderFaq();
    const text = document.body.textContent ?? '';
    expect(text).toContain(`pool URL ${stratum}`);
    expect(text).toContain('The pool fee is 0.9% of the gross daily reward');
    expect(text).toContain('Every day at 09:00 UTC the pool credits');
    expect(text).toContain('Every day at 14:00 UTC the pool pays');
    expect(text).toContain('it is 0.00500000 BTC unless you change it, and it cannot be lower than 0.00010000 BTC');
    expect(text).toContain("pauses that wallet's payouts for 24 hours");
    expect(text).toContain('no share for more than 10 minutes');
    expect(text).toContain('unavailable for more than 24 hours');
    expect(text).toContain('has been off for 6 full UTC days');
    expect(text).toContain('from 2025 on, at the progressive rates from 13% to 22%');
    expect(text).not.toMatch(/{{|}}/);
  });

  it('lists what each role sees, from the role table', () => {
    renderFaq();
    const roles = within(detailsOf('What can each role see?')).getAllByRole('listitem');
    expect(roles.map((item) => item.textContent)).toContain('Accountant: Payments, Referrals');
    expect(roles.map((item) => item.textContent)).toContain('Viewer: Workers, Hashrate transfers');
  });

  it('filters by question and answer text, ignoring case, with the filter in the address', () => {
    const { router } = renderFaq();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the questions' }), { target: { value: 'PAUSED' } });
    expect(router.state.location.search).toBe('?q=PAUSED');
    expect(screen.getAllByText(/./, { selector: 'summary' }).map((summary) => summary.textContent)).toEqual([
      'Why are my payouts paused after I changed the address?',
    ]);
    expect(screen.getByRole('status').textContent).toBe('1 question matches');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzzz' } });
    expect(screen.getByText('No question matches. Try another word.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 questions match');
  });

  it('reads the filter from a shared link', () => {
    renderFaq('/faq?q=watcher');
    expect(screen.getAllByText(/./, { selector: 'summary' }).map((summary) => summary.textContent)).toEqual([
      'What do watcher links open?',
    ]);
  });

  it('opens the question of the link, and opening one puts its anchor in the address', () => {
    const { router } = renderFaq('/faq#payout-time');
    expect(detailsOf('When are payouts sent?').open).toBe(true);
    expect(detailsOf('What is FPPS?').open).toBe(false);
    const fpps = detailsOf('What is FPPS?');
    fpps.open = true;
    fireEvent(fpps, new Event('toggle'));
    expect(router.state.location.hash).toBe('#fpps');
    expect(within(fpps).getByRole('link', { name: 'Link to the question “What is FPPS?”' }).getAttribute('href')).toBe(
      '/faq#fpps',
    );
  });

  it.each([
    ['ru', ru, 'Комиссия пула — 0,9 % от ежедневного вознаграждения', 'выключенный в течение 6 полных суток UTC'],
    ['cn', cn, '矿池费率为每日毛收益的 0.9%', '离线满 6 个完整 UTC 日'],
  ])('reads in %s', async (language, translation, fee, removal) => {
    const instance = createInstance();
    await instance.use(initReactI18next).init({
      lng: language,
      resources: { [language]: { translation } },
      interpolation: { escapeValue: false },
    });
    renderFaq('/faq', instance);
    const text = document.body.textContent ?? '';
    expect(text.replace(/[\u00a0\u202f]/g, ' ')).toContain(fee);
    expect(text).toContain(removal);
    expect(text).not.toMatch(/{{|}}/);
  });
});
