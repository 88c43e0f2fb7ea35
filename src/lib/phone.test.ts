import { describe, expect, it } from 'vitest';
import { telHref } from './phone';

describe('telHref', () => {
  it.each([
    ['1-800-555-0100', 'tel:18005550100'],
    ['+1 (800) 555-0100', 'tel:+18005550100'],
    ['1-800-555-0142 ext. 204', 'tel:18005550142,204'],
    ['(800) 555-0142 x12', 'tel:8005550142,12'],
    ['1-800-555-0142 Extension 7', 'tel:18005550142,7'],
    ['1-800-RETIRE-1', 'tel:18007384731'],
  ])('dials %s as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('makes no link of something that is not a number', () => {
    expect(telHref('HR')).toBeUndefined();
    expect(telHref('Call HR anytime')).toBeUndefined();
    expect(telHref('ext. 12')).toBeUndefined();
  });
});
