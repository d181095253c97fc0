import { act, cleanup, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, toastStore } from './toast-store';
import { Toaster } from './toaster';

const i18n = createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: { common: { close: 'Close', notifications: 'Notifications' } } } },
  });
});

function renderToaster() {
  return render(
    <I18nextProvider i18n={i18n}>
      <Toaster />
    </I18nextProvider>,
  );
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const toasts = () => screen.queryAllByTestId('toast');
const only = () => screen.getByTestId('toast');
const isLeaving = (element: HTMLElement) => element.classList.contains('leaving');

/** Fires a pointer event at `clientX` with a chosen event time (the toaster measures swipe speed from it). */
function pointer(type: 'pointerDown' | 'pointerMove' | 'pointerUp', element: HTMLElement, clientX: number, at: number) {
  const event = createEvent[type](element, { clientX, pointerId: 1, bubbles: true });
  Object.defineProperty(event, 'timeStamp', { value: at });
  fireEvent(element, event);
}

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    act(() => toastStore.clear());
    vi.useRealTimers();
  });

  it('renders the toasts of the store in a labelled region', () => {
    renderToaster();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeDefined();
    expect(toasts()).toHaveLength(0);

    act(() => {
      toast.success('Saved', { description: 'Your settings were saved' });
      toast.info('Heads up');
    });
    expect(toasts().map((element) => element.dataset.type)).toEqual(['success', 'info']);
    expect(screen.getByText('Saved')).toBeDefined();
    expect(screen.getByText('Your settings were saved')).toBeDefined();
    expect(toasts()[1]?.querySelectorAll('p')).toHaveLength(1);
  });

  it('announces errors as alerts and every other type as status', () => {
    renderToaster();
    act(() => {
      toast.error('Failed');
      toast.success('Saved');
      toast.info('Note');
      toast.show('Plain');
    });
    expect(screen.getByRole('alert').textContent).toContain('Failed');
    expect(screen.getAllByRole('status').map((element) => element.dataset.type)).toEqual([
      'success',
      'info',
      'default',
    ]);
  });

  it('fades out after 5000 ms and is removed 400 ms later', () => {
    renderToaster();
    act(() => void toast.show('Bye'));

    advance(4999);
    expect(isLeaving(only())).toBe(false);
    advance(1);
    expect(isLeaving(only())).toBe(true);
    advance(399);
    expect(toasts()).toHaveLength(1);
    advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it('honours a custom duration', () => {
    renderToaster();
    act(() => void toast.show('Short', { duration: 1000 }));
    advance(999);
    expect(isLeaving(only())).toBe(false);
    advance(1);
    expect(isLeaving(only())).toBe(true);
  });

  it('pauses while hovered and starts the full duration again when the pointer leaves', () => {
    renderToaster();
    act(() => void toast.show('Hover me'));

    advance(3000);
    fireEvent.mouseEnter(only());
    advance(60_000);
    expect(isLeaving(only())).toBe(false);

    fireEvent.mouseLeave(only());
    advance(4999);
    expect(isLeaving(only())).toBe(false);
    advance(1);
    expect(isLeaving(only())).toBe(true);
  });

  it('dismisses with the close button after the fade-out', () => {
    renderToaster();
    act(() => {
      toast.show('Keep');
      toast.show('Close me');
    });
    const closing = toasts()[1]!;
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[1]!);
    expect(isLeaving(closing)).toBe(true);
    advance(399);
    expect(toasts()).toHaveLength(2);
    advance(1);
    expect(toasts().map((element) => element.textContent)).toEqual([expect.stringContaining('Keep')]);
  });

  it('dismisses on a fast swipe to the right past 80 px', () => {
    renderToaster();
    act(() => void toast.show('Swipe me'));
    const element = only();

    pointer('pointerDown', element, 100, 1000);
    pointer('pointerMove', element, 150, 1050);
    expect(element.style.transform).toBe('translateX(50px)');
    pointer('pointerUp', element, 181, 1162);
    expect(isLeaving(element)).toBe(true);
    advance(400);
    expect(toasts()).toHaveLength(0);
  });

  it('snaps back after a swipe that is too slow or too short', () => {
    renderToaster();
    act(() => void toast.show('Stay'));
    const element = only();

    pointer('pointerDown', element, 100, 1000);
    pointer('pointerMove', element, 181, 1100);
    pointer('pointerUp', element, 181, 1163);
    expect(isLeaving(element)).toBe(false);
    expect(element.style.transform).toBe('');

    pointer('pointerDown', element, 100, 2000);
    pointer('pointerUp', element, 180, 2001);
    expect(isLeaving(element)).toBe(false);
  });
});
