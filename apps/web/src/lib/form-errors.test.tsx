import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '@/test/render';
import { ApiError } from './api-client';
import { useSetServerErrors } from './form-errors';

const i18n = setUpComponentTests();

/** A form of two fields and the helper over it, as a form component holds them. */
function renderForm(otherwise?: (error: unknown) => void) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n()}>{children}</I18nextProvider>
  );
  return renderHook(
    () => {
      const form = useForm({ defaultValues: { account_name: '', title: '' } });
      // Reading the errors subscribes the hook to them, as a rendered form does.
      const { errors } = form.formState;
      return { errors, showServerErrors: useSetServerErrors(form, { otherwise }) };
    },
    { wrapper },
  );
}

describe('useSetServerErrors', () => {
  it('puts each field error beside its field, a body field beside the field of its name', () => {
    const { result } = renderForm();
    act(() =>
      result.current.showServerErrors(
        new ApiError(400, 'invalid_input', [
          { name: 'account_name', code: 'account_name_taken' },
          { name: 'body.title', code: 'max_threshold', max: 5 },
        ]),
      ),
    );
    expect(result.current.errors.account_name?.message).toBe('This account name is already taken');
    expect(result.current.errors.title?.message).toBe('Value should be at most 5');
    expect(result.current.errors.root?.server).toBeUndefined();
  });

  it('shows a field error for a field the form has not as the form-level message', () => {
    const { result } = renderForm();
    act(() =>
      result.current.showServerErrors(
        new ApiError(400, 'invalid_input', [
          { name: 'title', code: 'required' },
          { name: 'body.parent_id', code: 'invalid_input' },
        ]),
      ),
    );
    expect(result.current.errors.title?.message).toBe('Value required');
    expect(result.current.errors.root?.server?.message).toBe('Invalid value');
  });

  it('shows a refusal without fields as its catalogue text, anything else as the unexpected error', () => {
    const { result } = renderForm();
    act(() => result.current.showServerErrors(new ApiError(403, 'access_denied')));
    expect(result.current.errors.root?.server?.message).toBe('Access denied');
    act(() => result.current.showServerErrors(new TypeError('Failed to fetch')));
    expect(result.current.errors.root?.server?.message).toBe('Unexpected error :( Please, contact support');
  });

  it('hands what no field explains to `otherwise` instead of the form', () => {
    const otherwise = vi.fn();
    const { result } = renderForm(otherwise);
    const placed = new ApiError(400, 'invalid_input', [{ name: 'title', code: 'required' }]);
    act(() => result.current.showServerErrors(placed));
    expect(otherwise).not.toHaveBeenCalled();
    const unplaced = new ApiError(400, 'invalid_input', [{ name: 'parent_id', code: 'invalid_input' }]);
    act(() => result.current.showServerErrors(unplaced));
    expect(otherwise).toHaveBeenCalledWith(unplaced);
    expect(result.current.errors.root?.server).toBeUndefined();
  });
});
