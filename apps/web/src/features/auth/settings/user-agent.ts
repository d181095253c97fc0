import Bowser from 'bowser';

/** What a session's user agent says about the device: browser, system, kind and model. */
export interface DeviceDescription {
  /** "Chrome 131" */
  browser?: string;
  /** "Windows 10", "iOS 17.5" */
  os?: string;
  kind?: 'desktop' | 'mobile' | 'tablet' | 'tv' | 'bot';
  /** "iPhone", "Pixel 8" */
  model?: string;
}

const kinds = new Set(['desktop', 'mobile', 'tablet', 'tv', 'bot']);

/**
 * A session's user agent read by bowser (MIT, maintained; parsed here because the identity
 * service's sessions, Kratos's or ours, carry only the raw string). Undefined when the
 * string names neither a browser nor a system (curl, an empty agent).
 */
export function describeUserAgent(userAgent: string | undefined): DeviceDescription | undefined {
  if (!userAgent?.trim()) return undefined;
  const { browser, os, platform } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const osVersion = os.versionName ?? os.version;
  const description: DeviceDescription = {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(' ') : undefined,
    os: os.name ? [os.name, osVersion].filter(Boolean).join(' ') : undefined,
    kind: platform.type && kinds.has(platform.type) ? (platform.type as DeviceDescription['kind']) : undefined,
    model: platform.model,
  };
  return description.browser || description.os ? description : undefined;
}
