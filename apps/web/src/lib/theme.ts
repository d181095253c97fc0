import { lookOf, type Look } from '@pool/contract';

// The server writes the same look into the document it sends (apps/server/src/web/spa.ts).
// Imported, then exported: the build's module graph follows named imports of the contract.
export { lookOf, type Look };

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
