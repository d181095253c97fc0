import { act, cleanup, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

const i18n = createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: { common: { close: 'Close' } } } } });
});

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/** Pretends the viewport is mobile (≤ 1023 px) or desktop. */
function setMobile(mobile: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: mobile && query.includes('max-width: 1023px'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderDialog(onClose = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <Dialog open onClose={onClose} title="Second factor">
        <p>Body</p>
      </Dialog>
    </I18nextProvider>,
  );
  return { onClose, dialog: () => screen.getByRole('dialog', { hidden: true }) };
}

function pointer(
  target: Element,
  type: 'pointerDown' | 'pointerMove' | 'pointerUp',
  clientY: number,
  timeStamp: number,
) {
  const event = createEvent[type](target, { clientY, pointerId: 1 });
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  Object.defineProperty(event, 'clientY', { value: clientY });
  fireEvent(target, event);
}

beforeEach(() => {
  vi.useFakeTimers();
  // happy-dom has no pointer capture; the component only needs the call to exist.
  if (!('setPointerCapture' in HTMLElement.prototype)) {
    Object.defineProperty(HTMLElement.prototype, 'setPointerCapture', { value: () => undefined });
  }
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Dialog', () => {
  it('is a modal on desktop, labelled by its title, and closes 160 ms after the close button', () => {
    setMobile(false);
    const { onClose, dialog } = renderDialog();
    expect(dialog().className).toContain('modal');
    expect(dialog().getAttribute('aria-labelledby')).toBe(screen.getByText('Second factor').id);
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    advance(159);
    expect(onClose).not.toHaveBeenCalled();
    advance(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is a bottom sheet on mobile and closes 300 ms after Escape', () => {
    setMobile(true);
    const { onClose, dialog } = renderDialog();
    expect(dialog().className).toContain('sheet');
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    advance(299);
    expect(onClose).not.toHaveBeenCalled();
    advance(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes the sheet on a quick downward flick of its handle, not on a slow short drag', () => {
    setMobile(true);
    const { onClose, dialog } = renderDialog();
    vi.spyOn(dialog(), 'getBoundingClientRect').mockReturnValue({ height: 400 } as DOMRect);
    const handle = dialog().querySelector('[aria-hidden="true"]')!;
    pointer(handle, 'pointerDown', 100, 1000);
    pointer(handle, 'pointerMove', 130, 1100);
    pointer(handle, 'pointerUp', 130, 1400);
    advance(400);
    expect(onClose).not.toHaveBeenCalled();

    pointer(handle, 'pointerDown', 100, 2000);
    pointer(handle, 'pointerUp', 140, 2100);
    advance(300);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes the sheet on a slow drag past half its height', () => {
    setMobile(true);
    const { onClose, dialog } = renderDialog();
    vi.spyOn(dialog(), 'getBoundingClientRect').mockReturnValue({ height: 400 } as DOMRect);
    const handle = dialog().querySelector('[aria-hidden="true"]')!;
    pointer(handle, 'pointerDown', 100, 1000);
    pointer(handle, 'pointerUp', 301, 2000);
    advance(300);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
