import { darkThemeValue } from '@pool/contract';

export type Look = 'light' | 'dark';

/** Product §1: one particular theme value selects one look, any other value the other. */
export function lookOf(theme: string): Look {
  return theme === darkThemeValue ? 'dark' : 'light';
}

export function applyTheme(theme: string, root: HTMLElement = document.documentElement): void {
  const look = lookOf(theme);
  root.dataset.theme = look;
  root.style.colorScheme = look;
}

/** Exposes the real viewport height as `--app-height` (mobile browsers' 100vh includes their bars). */
export function trackViewportHeight(win: Window = window): () => void {
  const update = () => win.document.documentElement.style.setProperty('--app-height', `${win.innerHeight}px`);
  update();
  win.addEventListener('resize', update);
  return () => win.removeEventListener('resize', update);
}
