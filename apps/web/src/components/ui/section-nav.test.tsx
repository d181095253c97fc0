import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, setUpComponentTests } from '@/test/render';
import { SectionNav } from './section-nav';

const i18n = setUpComponentTests();

const items = [
  { to: '/settings/profile', label: 'Profile', description: 'E-mail and language' },
  { to: '/settings/security', label: 'Security' },
  { to: '/settings/removal', label: 'Removal' },
];
const back = { to: '/settings', label: 'All settings' };

describe('SectionNav', () => {
  it('links every section by its address and marks the current one', () => {
    renderInApp(
      <SectionNav label="Sections" items={items} current="/settings/security" asList={false} back={back} />,
      i18n(),
    );
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect([...nav.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(items.map((i) => i.to));
    expect(screen.getByRole('link', { current: 'page' }).textContent).toBe('Security');
    expect(screen.getByRole('link', { name: 'All settings' }).getAttribute('href')).toBe('/settings');
  });

  it('as the list marks no section and offers no way back', () => {
    renderInApp(<SectionNav label="Sections" items={items} asList back={back} />, i18n());
    expect(screen.queryByRole('link', { current: 'page' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'All settings' })).toBeNull();
    expect(screen.getByRole('link', { name: /^Profile/ }).textContent).toBe('ProfileE-mail and language');
  });

  it('fades the side of the row where more sections wait', () => {
    renderInApp(<SectionNav label="Sections" items={items} asList={false} back={back} />, i18n());
    const row = screen.getByRole('list');
    // jsdom lays nothing out: a row 100 px wide holding 300 px of tabs.
    Object.defineProperty(row, 'scrollWidth', { value: 300 });
    Object.defineProperty(row, 'clientWidth', { value: 100 });
    fireEvent.scroll(row);
    expect(row.hasAttribute('data-more-start')).toBe(false);
    expect(row.hasAttribute('data-more-end')).toBe(true);
    row.scrollLeft = 200;
    fireEvent.scroll(row);
    expect(row.hasAttribute('data-more-start')).toBe(true);
    expect(row.hasAttribute('data-more-end')).toBe(false);
  });
});
