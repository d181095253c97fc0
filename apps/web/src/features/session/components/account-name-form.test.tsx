import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, setUpComponentTests } from '@/test/render';
import { AccountNameForm } from './account-name-form';

const i18n = setUpComponentTests();

describe('AccountNameForm', () => {
  it('says why the button is disabled as the name is typed, before the field is left', async () => {
    renderInApp(<AccountNameForm onCreated={() => undefined} />, i18n(), '/auth/name');
    const field = screen.getByRole('textbox', { name: 'Account name' });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Create account' });
    expect(button.disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'ab' } });
    expect(await screen.findByText('Value should be at least 3 letters long')).toBeTruthy();
    expect(button.disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'ab-c' } });
    expect(await screen.findByText('Value should contain only latin letters, digits and underscores (_)')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'ab_c' } });
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(screen.queryByText(/Value should/)).toBeNull();
  });
});
