import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

function isDebianLike(): boolean {
  try {
    return /\b(debian|ubuntu)\b/i.test(fs.readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

/**
 * Finds a Chromium for the end-to-end tests: CHROME_PATH, then the usual system paths.
 * As root on Debian/Ubuntu it installs the distribution's `chromium` package when none
 * is found; anywhere else it stops with a one-line instruction.
 */
export function findBrowser(log: (line: string) => void = console.log): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (fs.existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH=${fromEnv} does not exist. Point CHROME_PATH at a Chromium or Chrome binary.`);
  }
  const found = candidates.find((file) => fs.existsSync(file));
  if (found) return found;

  if (process.getuid?.() === 0 && isDebianLike()) {
    log('No Chromium found: installing the distribution package "chromium" (apt-get)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium found for the end-to-end tests. Install Chromium (Debian/Ubuntu: "sudo apt-get install chromium") or set CHROME_PATH.',
  );
}

function hasCjkFont(): boolean {
  try {
    return execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

/**
 * Makes sure Chromium has a font for Chinese: without one, cn pages render as empty boxes
 * of a fallback width, so the overflow checks and screenshots would not see real glyphs.
 * As root on Debian/Ubuntu it installs `fonts-noto-cjk`; elsewhere it stops with the fix.
 */
export function ensureCjkFont(log: (line: string) => void = console.log): void {
  if (hasCjkFont()) return;
  if (process.getuid?.() === 0 && isDebianLike()) {
    log('No font for Chinese found: installing the distribution packages "fonts-noto-cjk" and "fontconfig" (apt-get)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'fonts-noto-cjk', 'fontconfig'], {
      stdio: 'inherit',
      env,
    });
    if (hasCjkFont()) return;
  }
  throw new Error(
    'No font for Chinese found for the end-to-end tests. Install one (Debian/Ubuntu: "sudo apt-get install fonts-noto-cjk").',
  );
}

/** Flags for headless Chromium on a closed network, as root, without a GPU. */
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
