import type MiniSearch from 'minisearch';
import type { Query } from 'minisearch';
import type { SearchDocument } from './search-documents';

let engine: Promise<typeof MiniSearch> | undefined;

/**
 * MiniSearch is its own chunk, loaded the first time search is used (a search field gets focus
 * or the search page has a query), so no page's first view carries it. A failed load is
 * forgotten, so the next use tries again.
 */
export function loadSearchEngine(): Promise<typeof MiniSearch> {
  engine ??= import('minisearch').then(
    (module) => module.default,
    (error: unknown) => {
      engine = undefined;
      throw error;
    },
  );
  return engine;
}

export type SearchIndex = MiniSearch<SearchDocument>;

/**
 * A word as the index keeps it and a query asks for it: lowercased, without accents, so
 * "jubilacion" finds "jubilación" (people often type Spanish without them), and a plan name
 * without its brackets, space or hyphen, so "401k" and "401 k" find "401(k)".
 */
function searchTerm(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\p{M}() -]/gu, '')
    .toLowerCase();
}

/**
 * A word in text or in a query: a run of letters and digits, except that a plan name is one
 * word, however typed: 401(k), 403(b), and 401 k or 401-k (split, "401k" matched neither
 * half). Symbols are no words: an emoji or an arrow pasted into a query is not a word every
 * result must have.
 */
const WORD = /\d+\(\p{L}\)|\d{3}[ -]?[bBkK](?![\p{L}\p{N}])|[\p{L}\p{M}\p{N}]+/gu;

const words = (text: string) => Array.from(text.matchAll(WORD), (word) => word[0]);

/** Word endings a stem drops, longest first: Spanish verb forms, then English ones. */
const ENDINGS = [
  'ariamos',
  'eriamos',
  'iriamos',
  'aremos',
  'eremos',
  'iremos',
  'iendo',
  'aria',
  'eria',
  'iria',
  'amos',
  'emos',
  'imos',
  'ando',
  'ado',
  'ada',
  'ido',
  'ida',
  'ing',
  'ar',
  'er',
  'ed',
];
/** Letters shorter than this are no stem: "need" keeps its "ed", "use" its "e". */
const MIN_STEM = 3;

/**
 * A light stem of a search term (lowercased, without accents), the same for the forms of one
 * word in English and Spanish, so that any of them finds the others: a plural "s", then one
 * verb or noun ending, then a final vowel. "save", "saves", "saved", "saver", "saving" and
 * "savings" are all "sav"; "debo", "debe", "deber" and "debería" all "deb". Stems are matched
 * whole, never as the start of longer words, so "sav" finds no "savvy" and results stay few.
 * Being light, it misses irregular forms and sometimes joins two words ("data", "date").
 */
function stem(term: string): string {
  const cut = (word: string, end: string) =>
    word.endsWith(end) && word.length - end.length >= MIN_STEM
      ? word.slice(0, -end.length)
      : undefined;
  let word = term.endsWith('ss') ? term : (cut(term, 's') ?? term);
  for (const ending of ENDINGS) {
    const shorter = cut(word, ending);
    if (shorter) {
      word = shorter;
      break;
    }
  }
  return cut(word, 'a') ?? cut(word, 'e') ?? cut(word, 'o') ?? word;
}

/** The fields searched by their words as written; `stems` holds their words' stems. */
const WORD_FIELDS = ['title', 'text', 'topics', 'tags'] as const;

export async function buildSearchIndex(documents: readonly SearchDocument[]): Promise<SearchIndex> {
  const MiniSearchEngine = await loadSearchEngine();
  const index = new MiniSearchEngine<SearchDocument>({
    fields: [...WORD_FIELDS, 'stems'],
    extractField: (document, field) =>
      field === 'stems'
        ? WORD_FIELDS.flatMap((name) => words(document[name]))
            .map((word) => stem(searchTerm(word)))
            .join(' ')
        : // MiniSearch names a field (or the id) by a plain string.
          (document[field as keyof SearchDocument] ?? ''),
    tokenize: words,
    processTerm: searchTerm,
    searchOptions: {
      // Words as written rank before other forms of them (stems).
      boost: { title: 3, topics: 2, stems: 0.5 },
      // Every word must match, as typed so far; a typo is forgiven only in longer words, where
      // one letter off rarely makes another word ("match" must not find "catch").
      combineWith: 'AND',
      prefix: true,
      fuzzy: (term) => (term.length > 5 ? 0.2 : false),
    },
  });
  index.addAll(documents);
  return index;
}

export interface SearchHit {
  document: SearchDocument;
  /** The indexed words the query matched (lowercased), to highlight. */
  terms: ReadonlySet<string>;
}

/** Consonants a Spanish or English plural in -es follows: "opciones", "taxes", "matches". */
const PLURAL_ES_STEM = /(?:[dlnrsxz]|ch|sh)$/;

/**
 * The other number of a query word (lowercased, without accents), as English and Spanish form
 * it. A word is searched as the start of longer ones, so a singular already finds its plural in
 * -s; these add what that misses: a plural's singular ("loans" found no "loan", "metas" no
 * "meta") and the plural in -ies of a singular in -y ("beneficiary"). Stems under three
 * letters are left out: "fees" is no "fe", "más" no "ma".
 */
function otherNumbers(term: string): string[] {
  const forms: string[] = [];
  const stem = (end: number) => term.slice(0, term.length - end);
  if (term.endsWith('y') && term.length > 3) forms.push(`${stem(1)}ies`);
  if (term.endsWith('ies') && term.length > 5) forms.push(`${stem(3)}y`);
  else if (term.endsWith('es') && stem(2).length >= 3 && PLURAL_ES_STEM.test(stem(2))) {
    forms.push(stem(2));
  }
  if (term.endsWith('s') && !term.endsWith('ss') && stem(1).length >= 3) forms.push(stem(1));
  return forms;
}

export function runSearch(
  index: SearchIndex,
  documents: readonly SearchDocument[],
  query: string,
): SearchHit[] {
  const byId = new Map(documents.map((document) => [document.id, document]));
  // Each word matches as typed (with the index's prefix and typo rules), as its other number,
  // exactly, or by its stem, whole: every word must still match.
  const queries = words(query).map((word): Query => {
    const term = searchTerm(word);
    return {
      combineWith: 'OR',
      queries: [
        { queries: [term], fields: [...WORD_FIELDS] },
        { queries: otherNumbers(term), fields: [...WORD_FIELDS], prefix: false, fuzzy: false },
        { queries: [stem(term)], fields: ['stems'], prefix: false, fuzzy: false },
      ],
    };
  });
  return index.search({ combineWith: 'AND', queries }).flatMap((result) => {
    const document = byId.get(String(result.id));
    return document ? [{ document, terms: new Set(result.terms) }] : [];
  });
}

export interface TextSegment {
  text: string;
  match: boolean;
}

/** Whether a word of the text is one the search matched, as written or by its stem. */
function matches(word: string, terms: ReadonlySet<string>): boolean {
  const term = searchTerm(word);
  return terms.has(term) || terms.has(stem(term));
}

/** The text cut into runs, each either a matched word or the text between them. */
export function highlight(text: string, terms: ReadonlySet<string>): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const word of text.matchAll(WORD)) {
    if (!matches(word[0], terms)) continue;
    if (word.index > last) segments.push({ text: text.slice(last, word.index), match: false });
    segments.push({ text: word[0], match: true });
    last = word.index + word[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

/** Up to `length` characters of the text, around its first matched word. */
export function snippet(text: string, terms: ReadonlySet<string>, length = 200): string {
  if (text.length <= length) return text;
  const first = [...text.matchAll(WORD)].find((word) => matches(word[0], terms));
  let start = Math.max(0, (first?.index ?? 0) - Math.floor(length / 3));
  if (start > 0) {
    const nextSpace = text.indexOf(' ', start);
    start = nextSpace === -1 ? start : nextSpace + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const lastSpace = text.lastIndexOf(' ', end);
    end = lastSpace > start ? lastSpace : end;
  }
  return `${start > 0 ? '… ' : ''}${text.slice(start, end)}${end < text.length ? ' …' : ''}`;
}
