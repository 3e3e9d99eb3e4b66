import { describe, expect, it } from 'vitest';
import { phonePlatform } from './user-agent';

describe('phonePlatform', () => {
  it('tells Android phones, other phones and desktops apart', () => {
    expect(
      phonePlatform(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toBe('android');
    expect(
      phonePlatform(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      ),
    ).toBe('other-phone');
    expect(
      phonePlatform('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'),
    ).toBe('desktop');
  });
});
