import { describe, expect, it } from 'vitest';
import { isChildMessage, isParentMessage } from '../src/http/child-messages.js';

describe('isChildMessage', () => {
  it('accepts the three messages a scenario server sends', () => {
    expect(isChildMessage({ type: 'ready', port: 4321 })).toBe(true);
    expect(isChildMessage({ type: 'rss', maxRssKb: 51_200 })).toBe(true);
    expect(isChildMessage({ type: 'failed', message: 'no scenario' })).toBe(true);
  });

  it('rejects anything else, including the right type with a wrong field', () => {
    for (const value of [
      null,
      undefined,
      'ready',
      42,
      {},
      { type: 'ready' },
      { type: 'ready', port: '4321' },
      { type: 'rss', maxRssKb: null },
      { type: 'failed' },
      { type: 'other', port: 1 },
    ]) {
      expect(isChildMessage(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe('isParentMessage', () => {
  it('accepts only the peak-RSS request', () => {
    expect(isParentMessage({ type: 'rss' })).toBe(true);
    expect(isParentMessage({ type: 'ready', port: 1 })).toBe(false);
    expect(isParentMessage(null)).toBe(false);
    expect(isParentMessage('rss')).toBe(false);
  });
});
