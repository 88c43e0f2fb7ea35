import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { MESSAGE_AREAS } from './message-ids';

/**
 * The catalogs' contract (DESIGN.md section 8, issue 21): both languages hold the same ids, with
 * the same placeholders, and every id is used by the app. Translators edit src/locales/es/.
 */
const root = join(import.meta.dirname, '../..');
const localesDir = join(root, 'locales');
const LANGUAGES = ['en', 'es'] as const;

function areaFiles(language: string) {
  return readdirSync(join(localesDir, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

function readArea(language: string, area: string): Record<string, string> {
  return JSON.parse(readFileSync(join(localesDir, language, `${area}.json`), 'utf8')) as Record<
    string,
    string
  >;
}

// The catalogs as the app gets them: compiled to ASTs by the build (vite.config.ts).
const compiled = import.meta.glob<Record<string, MessageFormatElement[]>>(
  '../../locales/*/*.json',
  {
    eager: true,
    import: 'default',
  },
);
const ast = (language: string, area: string, id: string) =>
  compiled[`../../locales/${language}/${area}.json`]?.[id] ?? [];

function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options) as { value: MessageFormatElement[] }[]) {
        placeholders(option.value, found);
      }
    }
    if (element.type === TYPE.tag) placeholders(element.children, found);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('message catalogs', () => {
  it('has the same area files in both languages, each listed for the typed ids', () => {
    expect(areaFiles('en')).toEqual([...MESSAGE_AREAS].sort());
    expect(areaFiles('es')).toEqual([...MESSAGE_AREAS].sort());
  });

  it.each(MESSAGE_AREAS)('%s: the same ids and placeholders in English and Spanish', (area) => {
    const [english, spanish] = LANGUAGES.map((language) => readArea(language, area));
    expect(Object.keys(spanish ?? {}).sort()).toEqual(Object.keys(english ?? {}).sort());
    for (const [id, message] of Object.entries(english ?? {})) {
      const other = spanish?.[id] ?? '';
      expect(other.trim(), `${id} is empty in Spanish`).not.toBe('');
      expect(message.trim(), `${id} is empty in English`).not.toBe('');
      expect([...placeholders(ast('es', area, id))].sort(), id).toEqual(
        [...placeholders(ast('en', area, id))].sort(),
      );
    }
  });

  it('uses every id, and every id it uses exists', () => {
    const ids = new Set(MESSAGE_AREAS.flatMap((area) => Object.keys(readArea('en', area))));
    const source = sourceFiles(join(root)).map((file) => readFileSync(file, 'utf8'));
    const code = source.join('\n');
    const unused = [...ids].filter((id) => !code.includes(`'${id}'`) && !code.includes(`"${id}"`));
    expect(unused).toEqual([]);
  });
});
