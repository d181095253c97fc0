import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchForm } from './search-form';

afterEach(cleanup);

describe('SearchForm', () => {
  it('sends the typed text trimmed, and follows a search the address changes', () => {
    const onSearch = vi.fn();
    const form = (search: string) => (
      <SearchForm search={search} onSearch={onSearch} label="Search codes" submitLabel="Search" maxLength={20}>
        <button type="button">Filter</button>
      </SearchForm>
    );
    const { rerender } = render(form('old'));
    const field = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search codes' });
    expect(field.value).toBe('old');
    expect(field.maxLength).toBe(20);
    expect(screen.getByRole('search').contains(screen.getByRole('button', { name: 'Filter' }))).toBe(true);

    fireEvent.change(field, { target: { value: '  summer ' } });
    rerender(form('old'));
    expect(field.value).toBe('  summer ');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('summer');

    // Back: the address holds another search, and the field shows it.
    rerender(form('winter'));
    expect(field.value).toBe('winter');
  });
});
