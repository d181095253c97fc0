import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent';

describe('describeUserAgent', () => {
  it('names browser, system and kind of a desktop browser', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 131', os: 'Windows 10', kind: 'desktop', model: undefined });
  });

  it('names the phone model', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari 17', os: 'iOS 17.5', kind: 'mobile', model: 'iPhone' });
  });

  it('leaves out a system version the agent does not give', () => {
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toMatchObject({
      browser: 'Firefox 133',
      os: 'Linux',
    });
  });

  it('says nothing for an agent that names no browser or system, or none at all', () => {
    expect(describeUserAgent('curl/8.5.0')).toBeUndefined();
    expect(describeUserAgent('')).toBeUndefined();
    expect(describeUserAgent(undefined)).toBeUndefined();
  });
});
