import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, lookOf, trackViewportHeight } from './theme';

describe('lookOf', () => {
  it('selects the dark look only for the exact value dark', () => {
    expect(lookOf('dark')).toBe('dark');
  });

  it.each(['light', 'Dark', 'DARK', ' dark', 'dark ', '', 'night'])('selects the light look for %j', (theme) => {
    expect(lookOf(theme)).toBe('light');
  });
});

describe('applyTheme', () => {
  it('sets data-theme and the color scheme on the given root', () => {
    const root = document.createElement('div');
    applyTheme('dark', root);
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
    applyTheme('anything', root);
    expect(root.getAttribute('data-theme')).toBe('light');
    expect(root.style.colorScheme).toBe('light');
  });

  it('uses the document element by default', () => {
    applyTheme('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });
});

describe('trackViewportHeight', () => {
  const appHeight = () => document.documentElement.style.getPropertyValue('--app-height');
  const setInnerHeight = (height: number) =>
    Object.defineProperty(window, 'innerHeight', { value: height, configurable: true, writable: true });
  const originalInnerHeight = window.innerHeight;

  afterEach(() => {
    setInnerHeight(originalInnerHeight);
    document.documentElement.style.removeProperty('--app-height');
  });

  it('sets --app-height to the viewport height at once and on every resize until cleaned up', () => {
    setInnerHeight(640);
    const stop = trackViewportHeight(window);
    expect(appHeight()).toBe('640px');

    setInnerHeight(512);
    expect(appHeight()).toBe('640px');
    window.dispatchEvent(new Event('resize'));
    expect(appHeight()).toBe('512px');

    stop();
    setInnerHeight(300);
    window.dispatchEvent(new Event('resize'));
    expect(appHeight()).toBe('512px');
  });
});
