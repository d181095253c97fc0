import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, setUpComponentTests } from '@/test/render';
import { AccountNameForm } from './account-name-form';

const i18n = setUpComponentTests();

describe('AccountNameForm', () => {
  it('says why the button is disabled as the name is typed, before the field is left', () => {
    renderInApp(<AccountNameForm onCreated={() => undefined} />, i18n(), '/auth/name');
    const field = screen.getByRole('textbox', { name: 'Account name' });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Create account' });
    expect(button.disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'ab' } });
    expect(screen.getByText('Value should be at least 3 letters long')).toBeTruthy();
    expect(button.disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'ab-c' } });
    expect(screen.getByText('Value should contain only latin letters, digits and underscores (_)')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'ab_c' } });
    expect(screen.queryByText(/Value should/)).toBeNull();
    expect(button.disabled).toBe(false);
  });
});
