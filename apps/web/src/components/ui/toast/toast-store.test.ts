import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDismissingSwipe, toast, toastDefaults, toastStore } from './toast-store';

describe('isDismissingSwipe', () => {
  it('dismisses past 80 px at 0.5 px/ms or faster', () => {
    expect(isDismissingSwipe(81, 162)).toBe(true);
    expect(isDismissingSwipe(200, 400)).toBe(true);
    expect(isDismissingSwipe(81, 0)).toBe(true);
  });

  it('does not dismiss a swipe slower than 0.5 px/ms', () => {
    expect(isDismissingSwipe(81, 163)).toBe(false);
    expect(isDismissingSwipe(200, 401)).toBe(false);
  });

  it('never dismisses at 80 px or less, however fast', () => {
    expect(isDismissingSwipe(80, 1)).toBe(false);
    expect(isDismissingSwipe(80, 0)).toBe(false);
    expect(isDismissingSwipe(-200, 1)).toBe(false);
  });
});

describe('toast constants', () => {
  it('match the spec', () => {
    expect(toastDefaults).toEqual({ durationMs: 5000, swipeDistancePx: 80, swipeSpeedPxPerMs: 0.5, fadeOutMs: 400 });
  });
});

describe('toastStore', () => {
  afterEach(() => {
    toastStore.clear();
  });

  it('adds a toast of each type with the default duration of 5000 ms', () => {
    toast.show('Plain');
    toast.success('Saved');
    toast.error('Failed', { description: 'Try again' });
    toast.info('Note');
    expect(
      toastStore.snapshot().map(({ type, title, description, duration }) => ({ type, title, description, duration })),
    ).toEqual([
      { type: 'default', title: 'Plain', description: undefined, duration: 5000 },
      { type: 'success', title: 'Saved', description: undefined, duration: 5000 },
      { type: 'error', title: 'Failed', description: 'Try again', duration: 5000 },
      { type: 'info', title: 'Note', description: undefined, duration: 5000 },
    ]);
  });

  it('keeps a custom duration', () => {
    toast.info('Long', { duration: 12_000 });
    expect(toastStore.snapshot()[0]?.duration).toBe(12_000);
  });

  it('gives every toast its own id and dismisses only the one asked for', () => {
    const first = toast.show('First');
    const second = toast.show('Second');
    expect(second).not.toBe(first);
    toastStore.dismiss(first);
    expect(toastStore.snapshot().map((item) => item.title)).toEqual(['Second']);
    toastStore.dismiss(first);
    expect(toastStore.snapshot().map((item) => item.title)).toEqual(['Second']);
  });

  it('notifies subscribers of every change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = toastStore.subscribe(listener);
    const id = toast.success('Saved');
    expect(listener).toHaveBeenCalledTimes(1);
    toastStore.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    toast.success('Again');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('hands out a new snapshot on change and the same one otherwise', () => {
    const before = toastStore.snapshot();
    expect(toastStore.snapshot()).toBe(before);
    toast.show('New');
    expect(toastStore.snapshot()).not.toBe(before);
    expect(before).toEqual([]);
  });
});
