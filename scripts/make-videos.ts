/**
 * Makes the mock content service's video media (issue 20, "Videos play"): for every video article
 * of the catalog, a short narrated slideshow built from the article's own illustration and key
 * sentences, so each play picture in the app opens something that really plays, offline.
 *
 * For each article it writes, to the paths mocks/fixtures/articles/videos.ts reports:
 *   <id>.webm         VP9 800x450 at 10 fps with a mono Opus narration (espeak-ng), 25-40 s;
 *   <id>.vtt          WebVTT captions, one cue per slide, timed to the narration;
 *   <id>-poster.webp  the first slide (the title over the illustration).
 * and, where the article is translated in full (its Spanish copy sends the Spanish video), the
 * Spanish edition from SPANISH_SLIDES, titled as that copy is, narrated by the es-419 voice:
 *   <id>.es.webm         the same format, 35-50 s (Spanish runs longer);
 *   <id>.es.vtt          the Spanish captions, timed to the Spanish narration;
 *   <id>.es.en.vtt       the English slide texts on the Spanish video's timings;
 *   <id>.es-poster.webp  its first slide.
 * Slides are SVG (the illustration plus text, wrapped here) rendered with rsvg-convert.
 *
 * Rerun after changing an article's illustration, title (or its Spanish title) or the slides
 * below, then commit the files in public/media/videos/ (they are the mock's media; CI never
 * runs this):
 *   apt-get install -y ffmpeg librsvg2-bin espeak-ng fonts-dejavu-core
 *   npx tsx scripts/make-videos.ts
 * The output is the same on every run with the same Debian packages: one encoder thread and
 * bit-exact muxing, so an unchanged article gives unchanged files and a clean git diff.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { articleDetail, articleIn } from '../mocks/fixtures/articles/articles';
import { articleCatalog, type CatalogArticle } from '../mocks/fixtures/articles/catalog';
import {
  articleVideo,
  spanishArticleVideo,
  VIDEO_DIRECTORY,
} from '../mocks/fixtures/articles/videos';

interface Slide {
  /** Shown on the slide and in the caption. */
  text: string;
  /** What the narrator says, where the written form reads badly aloud. */
  say?: string;
}

/** Each video's slides after its title slide: the transcript's key sentences, in order. */
const SLIDES: Record<string, Slide[]> = {
  '6f1c2a10-0011-4a7e-9b1d-aa0000000011': [
    { text: 'Compound growth is your money earning money, and then those earnings earning too.' },
    { text: 'Ana saves $200 a month from age 25 to 35, then stops. She puts in $24,000.' },
    { text: 'Ben waits, then saves $200 a month from 35 to 65. He puts in $72,000.' },
    { text: 'At a 6% yearly return, both have about $200,000 at 65.' },
    { text: 'Start now, keep going, and leave it invested.' },
  ],
  '6f1c2a10-0018-4a7e-9b1d-aa0000000018': [
    { text: 'Diversification spreads your money so no single investment can sink your savings.' },
    { text: 'Different investments do well at different times. Owning many smooths the ride.' },
    { text: 'Spread it across companies, across asset types and across regions.' },
    { text: 'Keep your employer’s stock, or any single stock, to 10% or less of your savings.' },
    { text: 'Index funds and target-date funds are diversified in a single choice.' },
  ],
  '6f1c2a10-0020-4a7e-9b1d-aa0000000020': [
    { text: 'Have the money talk on purpose: income, debts, savings and what retirement means.' },
    { text: 'Agree on shared goals: an emergency fund, both full matches, 15% of combined pay.' },
    { text: 'Yours, mine and ours: a joint account for bills, a personal account each.' },
    { text: 'Coordinate your workplace plans and name each other as beneficiaries.' },
    { text: 'Check in monthly: twenty minutes and a cup of coffee.' },
  ],
  '6f1c2a10-0023-4a7e-9b1d-aa0000000023': [
    { text: 'Pay yourself like a salary: good months build a buffer, lean months draw on it.' },
    { text: 'Set aside 15% of every payment: 10% for retirement, 5% for taxes and emergencies.' },
    {
      text: 'Freelance income? A SEP IRA or a solo 401(k) allows high contributions.',
      say: 'Freelance income? A sep I R A, or a solo four oh one k, allows high contributions.',
    },
    { text: 'Keep six to twelve months of expenses in an emergency fund when income varies.' },
    { text: 'Automate what you can, and review once a quarter instead of after every gig.' },
  ],
};

/**
 * The same slides in the Spanish edition, in the same order: the hand translation the Spanish
 * captions had, with SPANISH.md's terms. The narrator reads "$200" as "dólar doscientos" and
 * "24,000" with a decimal comma, so amounts are said in words.
 */
const SPANISH_SLIDES: Record<string, Slide[]> = {
  '6f1c2a10-0011-4a7e-9b1d-aa0000000011': [
    { text: 'Con el interés compuesto, su dinero gana dinero, y esas ganancias también ganan.' },
    {
      text: 'Ana ahorra $200 al mes de los 25 a los 35 años y luego se detiene. Aporta $24,000.',
      say: 'Ana ahorra 200 dólares al mes de los 25 a los 35 años y luego se detiene. Aporta 24 mil dólares.',
    },
    {
      text: 'Ben espera y luego ahorra $200 al mes de los 35 a los 65 años. Aporta $72,000.',
      say: 'Ben espera y luego ahorra 200 dólares al mes de los 35 a los 65 años. Aporta 72 mil dólares.',
    },
    {
      text: 'Con un rendimiento del 6% al año, los dos tienen unos $200,000 a los 65 años.',
      say: 'Con un rendimiento del 6 por ciento al año, los dos tienen unos 200 mil dólares a los 65 años.',
    },
    { text: 'Empiece ahora, siga adelante y deje el dinero invertido.' },
  ],
  '6f1c2a10-0018-4a7e-9b1d-aa0000000018': [
    { text: 'Diversificar reparte su dinero para que ninguna inversión hunda sus ahorros.' },
    { text: 'Las inversiones rinden bien en momentos distintos. Tener muchas suaviza el camino.' },
    { text: 'Repártalo entre compañías, tipos de activos y regiones.' },
    { text: 'Ninguna acción, ni la de su empleador, debe superar el 10% de sus ahorros.' },
    {
      text: 'Los fondos indexados y con fecha objetivo le dan diversificación en una sola opción.',
    },
  ],
  '6f1c2a10-0020-4a7e-9b1d-aa0000000020': [
    { text: 'Hablen de dinero a propósito: ingresos, deudas, ahorros y cómo ven la jubilación.' },
    {
      text: 'Metas comunes: fondo de emergencia, ambas aportaciones equivalentes, ahorro del 15%.',
    },
    { text: 'Lo de los dos, en una cuenta conjunta; lo de cada uno, en una cuenta personal.' },
    { text: 'Coordinen sus planes del trabajo y nómbrense beneficiarios el uno al otro.' },
    { text: 'Revisen sus cuentas cada mes: veinte minutos y una taza de café.' },
  ],
  '6f1c2a10-0023-4a7e-9b1d-aa0000000023': [
    { text: 'Páguese un sueldo: los meses buenos forman un colchón; los flojos lo usan.' },
    { text: 'Aparte el 15% de cada pago: 10% para la jubilación; 5%, impuestos y emergencias.' },
    {
      text: '¿Trabaja por cuenta propia? Una SEP IRA o un 401(k) individual permiten aportar más.',
      say: '¿Trabaja por cuenta propia? Una SEP IRA o un cuatro cero uno ka individual permiten aportar más.',
    },
    { text: 'Si sus ingresos varían, guarde de seis a doce meses de gastos para emergencias.' },
    { text: 'Automatice lo que pueda y revise todo cada trimestre, no tras cada concierto.' },
  ],
};

const WIDTH = 800;
const HEIGHT = 450;
const FPS = 10;
/** Silence after each sentence before the next slide. */
const PAUSE_S = 1;
const MAX_BYTES = 1.5 * 1024 * 1024;
const NAVY = '#16323f';
const GOLD = '#e9a829';
const FONT = 'DejaVu Sans';

const root = fileURLToPath(new URL('..', import.meta.url));
const publicDir = join(root, 'public');

function run(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap: SVG text does not wrap by itself. */
function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const textLines = (lines: string[], x: number, y: number, lineHeight: number, attrs: string) =>
  `<text x="${String(x)}" y="${String(y)}" font-family="${FONT}" ${attrs}>${lines
    .map(
      (line, index) =>
        `<tspan x="${String(x)}" dy="${index ? String(lineHeight) : '0'}">${escapeXml(line)}</tspan>`,
    )
    .join('')}</text>`;

/** The illustration's drawing without its own <svg> element, to place inside a slide. */
function illustration(article: CatalogArticle): string {
  const svg = readFileSync(join(publicDir, article.imagePath), 'utf8');
  return svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
}

/** One language's cut of a video: what it shows and says, and where its files go. */
interface Edition {
  title: string;
  slides: Slide[];
  /** espeak-ng's voice. */
  voice: string;
  videoPath: string;
  posterPath: string;
}

const ENGLISH = { voice: 'en-us' };
/**
 * Spanish's longer words still fit the English line widths: its widest sentence line ends at
 * 693 px of the 800, the English one at 698. Its captions keep the hand translation's two lines
 * of at most 42 characters.
 */
const SPANISH = { voice: 'es-419', captionsWrap: 42 };

/** The poster: the title on a band, the whole illustration scaled to fit under it. */
function titleSlide(edition: Edition, art: string): string {
  const lines = wrap(edition.title, 38);
  const band = 78 + lines.length * 38;
  const scale = (HEIGHT - band) / HEIGHT;
  const left = (WIDTH * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(WIDTH)}" height="${String(HEIGHT)}" viewBox="0 0 800 450">
<rect width="800" height="450" fill="#f4f8fb"/>
<g transform="translate(${String(left)} ${String(band)}) scale(${String(scale)})">${art}</g>
<rect width="800" height="${String(band)}" fill="${NAVY}"/>
<text x="40" y="44" font-family="${FONT}" font-weight="700" font-size="16" letter-spacing="2" fill="#ffd66b">VIDEO</text>
${textLines(lines, 40, 86, 38, 'font-weight="700" font-size="30" fill="#ffffff"')}
</svg>`;
}

/**
 * A key sentence over the illustration, blurred and faded so its own labels never compete with
 * the sentence; the sentence keeps clear of the bottom strip where captions show.
 */
function sentenceSlide(edition: Edition, art: string, slide: Slide, label: string): string {
  const lines = wrap(slide.text, 36);
  const lineHeight = 42;
  const top = 200 - ((lines.length - 1) * lineHeight) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(WIDTH)}" height="${String(HEIGHT)}" viewBox="0 0 800 450">
<defs><filter id="soft"><feGaussianBlur stdDeviation="8"/></filter></defs>
<rect width="800" height="450" fill="#f4f8fb"/>
<g opacity="0.3" filter="url(#soft)">${art}</g>
${textLines(wrap(edition.title, 60).slice(0, 1), 40, 44, 0, `font-weight="700" font-size="16" fill="${NAVY}"`)}
<text x="760" y="44" font-family="${FONT}" font-size="16" text-anchor="end" fill="${NAVY}">${label}</text>
<rect x="40" y="${String(top - 56)}" width="56" height="6" rx="3" fill="${GOLD}"/>
${textLines(lines, 40, top, lineHeight, `font-weight="700" font-size="30" fill="${NAVY}"`)}
</svg>`;
}

const seconds = (file: string) =>
  Number(
    run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]),
  );

/** WebVTT's hh:mm:ss.ttt. */
function timestamp(s: number): string {
  const ms = Math.round(s * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** Writes the video and its poster; answers each slide's duration, the title slide's first. */
function makeVideo(article: CatalogArticle, edition: Edition, work: string): number[] {
  const art = illustration(article);
  const { slides, videoPath, posterPath } = edition;
  const all: Slide[] = [{ text: edition.title }, ...slides];
  const parts = all.map((slide, index) => {
    const svg =
      index === 0
        ? titleSlide(edition, art)
        : sentenceSlide(edition, art, slide, `${String(index)} / ${String(slides.length)}`);
    const svgFile = join(work, `slide-${String(index)}.svg`);
    const png = join(work, `slide-${String(index)}.png`);
    const wav = join(work, `slide-${String(index)}.wav`);
    writeFileSync(svgFile, svg);
    run('rsvg-convert', ['-w', String(WIDTH), '-h', String(HEIGHT), '-o', png, svgFile]);
    run('espeak-ng', ['-v', edition.voice, '-s', '160', '-w', wav, slide.say ?? slide.text]);
    // Whole half-seconds: every slide is a whole number of frames, so cues and frames agree.
    const duration = Math.ceil((seconds(wav) + PAUSE_S) * 2) / 2;
    return { png, wav, duration };
  });

  const n = (value: number) => String(value);
  const inputs = parts.flatMap(({ png, duration }) => [
    '-loop',
    '1',
    '-framerate',
    n(FPS),
    '-t',
    n(duration),
    '-i',
    png,
  ]);
  const voices = parts.flatMap(({ wav }) => ['-i', wav]);
  const filters = parts.map(
    ({ duration }, i) =>
      `[${n(i)}:v]format=yuv420p,setsar=1[v${n(i)}];` +
      `[${n(parts.length + i)}:a]aresample=48000,apad=whole_dur=${n(duration)}[a${n(i)}]`,
  );
  const pairs = parts.map((_, i) => `[v${n(i)}][a${n(i)}]`).join('');
  const concat = `${pairs}concat=n=${n(parts.length)}:v=1:a=1[v][a]`;
  // No encoder names, dates or thread-dependent choices in the files: reruns give equal bytes.
  const exact = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags', '+bitexact'];
  const video = [
    ...['-c:v', 'libvpx-vp9', '-crf', '38', '-b:v', '0', '-deadline', 'good', '-cpu-used', '2'],
    ...['-row-mt', '0', '-threads', '1', '-g', n(FPS * 10)],
  ];
  const audio = ['-c:a', 'libopus', '-b:a', '24k', '-ac', '1'];
  const graph = ['-filter_complex', [...filters, concat].join(';'), '-map', '[v]', '-map', '[a]'];
  run('ffmpeg', [
    ...['-y', '-v', 'error', ...inputs, ...voices, ...graph, ...video, ...audio, ...exact],
    join(publicDir, videoPath),
  ]);
  const poster = ['-c:v', 'libwebp', '-quality', '82', '-compression_level', '6'];
  run('ffmpeg', [
    ...['-y', '-v', 'error', '-i', join(work, 'slide-0.png'), ...poster, ...exact],
    join(publicDir, posterPath),
  ]);

  const durations = parts.map(({ duration }) => duration);
  const total = durations.reduce((sum, duration) => sum + duration, 0);
  const bytes = statSync(join(publicDir, videoPath)).size;
  if (bytes > MAX_BYTES) throw new Error(`${videoPath} is ${String(bytes)} bytes, over 1.5 MB`);
  console.log(`${videoPath}: ${total.toFixed(1)} s, ${(bytes / 1024).toFixed(0)} kB`);
  return durations;
}

/** WebVTT captions, one cue per slide: `texts[i]` for as long as slide i shows. */
function writeCaptions(
  captionsPath: string,
  texts: string[],
  durations: number[],
  lineLength?: number,
) {
  let start = 0;
  const cues = texts.map((text, index) => {
    const duration = durations[index] ?? 0;
    const lines = lineLength ? wrap(text, lineLength).join('\n') : text;
    const cue = `${timestamp(start)} --> ${timestamp(start + duration)}\n${lines}`;
    start += duration;
    return cue;
  });
  writeFileSync(join(publicDir, captionsPath), `WEBVTT\n\n${cues.join('\n\n')}\n`);
}

/**
 * The article's videos: the English one, and the Spanish one where its Spanish copy (the
 * article translated in full) sends a video of its own, with its title as that copy sends it.
 */
function makeVideos(article: CatalogArticle, work: string) {
  const slides = SLIDES[article.id] ?? [];
  const english = articleVideo(article.id);
  const texts = [article.title, ...slides.map((slide) => slide.text)];
  const durations = makeVideo(
    article,
    { ...ENGLISH, title: article.title, slides, ...english },
    work,
  );
  writeCaptions(english.captionsPath, texts, durations);

  const copy = articleIn('es', article, articleDetail(article), true);
  const spanish = spanishArticleVideo(article.id);
  if (copy.videoPath !== spanish.videoPath) return;
  const spanishSlides = SPANISH_SLIDES[article.id] ?? [];
  if (spanishSlides.length !== slides.length) {
    throw new Error(
      `${article.id}: ${String(slides.length)} slides but ${String(spanishSlides.length)} in Spanish`,
    );
  }
  const spanishDurations = makeVideo(
    article,
    { ...SPANISH, title: copy.title, slides: spanishSlides, ...spanish },
    work,
  );
  writeCaptions(
    spanish.captionsPath,
    [copy.title, ...spanishSlides.map((slide) => slide.text)],
    spanishDurations,
    SPANISH.captionsWrap,
  );
  writeCaptions(spanish.englishCaptionsPath, texts, spanishDurations);
}

function main() {
  const videos = articleCatalog.filter((article) => article.articleType === 'video');
  const missing = videos.filter((article) => !SLIDES[article.id]).map((article) => article.id);
  if (missing.length) throw new Error(`No slides for video articles: ${missing.join(', ')}`);
  mkdirSync(join(publicDir, VIDEO_DIRECTORY), { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'make-videos-'));
  try {
    for (const article of videos) makeVideos(article, work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
