import { describe, expect, it, vi } from 'vitest';
import { readObject, readString, writeObject, writeString } from './storage';

describe('safe storage', () => {
  it('says a value was not stored when the browser blocks storage, so the page can say so', () => {
    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      expect(writeString('local', 'retirement', '{}')).toBe(false);
      expect(readString('local', 'retirement')).toBeUndefined();
    } finally {
      blocked.mockRestore();
    }
  });

  it.each(['{not json', '[1,2]', '"text"', '42', 'null', 'true'])(
    'reads the malformed or foreign value %s as an empty object',
    (value) => {
      window.localStorage.setItem('k', value);
      expect(readObject('local', 'k')).toEqual({});
    },
  );

  it('round-trips objects', () => {
    writeObject('session', 'k', { a: 1 });
    expect(readObject('session', 'k')).toEqual({ a: 1 });
  });

  it('never throws when storage itself fails', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readString('local', 'k')).toBeUndefined();
    expect(readObject('local', 'k')).toEqual({});
    expect(() => {
      writeObject('local', 'k', { a: 1 });
    }).not.toThrow();
  });
});
