import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cmsList, cmsText, lazySchema } from './cms-schema';

const card = v.object({ id: v.string(), title: cmsText });
const block = v.object({
  kind: v.fallback(v.picklist(['article', 'video']), 'article'),
  children_cards: cmsList(card),
});

describe('CMS field parsers', () => {
  it('reads a missing field as its default instead of failing the payload', () => {
    expect(v.parse(block, {})).toEqual({ kind: 'article', children_cards: [] });
  });

  it('reads a malformed field as its default, and keeps a good one', () => {
    expect(v.parse(block, { kind: 'podcast', children_cards: 'none' })).toEqual({
      kind: 'article',
      children_cards: [],
    });
    expect(v.parse(block, { kind: 'video' }).kind).toBe('video');
  });

  it('drops the list items that do not parse and keeps the rest', () => {
    const parsed = v.parse(block, {
      children_cards: [{ id: 'a', title: 'A' }, { title: 'no id' }, { id: 'b', title: 42 }],
    });
    expect(parsed.children_cards).toEqual([{ id: 'a', title: 'A' }, { id: 'b' }]);
  });

  it('builds a lazy schema once, on its first parse', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return v.object({ id: v.string() });
    });
    expect(builds).toBe(0);
    v.parse(schema, { id: 'a' });
    v.parse(schema, { id: 'b' });
    expect(builds).toBe(1);
  });
});
