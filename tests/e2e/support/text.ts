/**
 * Text helpers: pick a sentence of CMS Markdown that must appear on the rendered page, and build
 * patterns that tolerate what rendering legitimately changes (whitespace, non-breaking spaces,
 * typographic apostrophes and quotes) and nothing else.
 */

const euro = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** "149,00 €" — the fr-FR rendering of a euro amount. */
export function formatEuros(amount: number): string {
  return euro.format(amount);
}

/**
 * A price as fr-FR shows it: "12,50 €"; a whole amount may drop its cents ("149 €" or
 * "149,00 €"). Thousands are grouped with a (narrow) no-break space: "1 234 €".
 */
export function euroPattern(amount: number): RegExp {
  const full = looseText(formatEuros(amount)).source;
  // Not the tail of a bigger number ("1 149 €" is not "149 €").
  const start = '(?<![\\d,])(?<!\\d\\s)';
  return new RegExp(start + (Number.isInteger(amount) ? full.replace(',00', '(?:,00)?') : full));
}

/** "16 avril 2027" — French long date in the festival's time zone. */
export function formatFrenchDate(iso: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A case-sensitive pattern matching `text` as a browser renders it: any run of whitespace
 * (including U+00A0 and U+202F) may be any other run of whitespace, straight and curly
 * apostrophes/quotes are interchangeable, and French punctuation may gain a (thin) space before it.
 */
export function looseText(text: string): RegExp {
  const source = text
    .trim()
    .split('')
    .map((char) => {
      if (/\s/.test(char)) return '\\s+';
      if (/['’‘]/.test(char)) return "['’‘]";
      if (/["“”]/.test(char)) return '["“”]';
      if (/[:;!?»]/.test(char)) return `\\s*${escapeRegExp(char)}`;
      if (char === '«') return '«\\s*';
      return escapeRegExp(char);
    })
    .join('')
    .replace(/(\\s\+)+/g, '\\s+')
    .replace(/\\s\+\\s\*/g, '\\s*')
    .replace(/\\s\*\\s\+/g, '\\s*');
  return new RegExp(source);
}

/** Markdown inline syntax removed, as the reader sees the text. */
export function stripInlineMarkdown(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])([*_])(\S(?:.*?\S)?)\2(?=[\s.,;:!?)]|$)/g, '$1$3')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain paragraphs of a Markdown document (no headings, lists, quotes, tables, code or HTML). */
export function markdownParagraphs(markdown: string): string[] {
  return markdown
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .filter((block) => !/^(#{1,6}\s|```|~~~|\||>|<|[-*+]\s|\d+[.)]\s|---|\*\*\*)/.test(block))
    .map(stripInlineMarkdown)
    .filter((paragraph) => paragraph.length > 0);
}

/**
 * A sentence of the body that identifies it: the first sentence of at least 40 characters from a
 * plain paragraph (falling back to the longest one), so the assertion proves the page renders
 * the CMS body and not just its title.
 */
export function distinctiveSentence(markdown: string): string {
  const sentences = markdownParagraphs(markdown).flatMap((paragraph) =>
    paragraph.split(/(?<=[.!?…])\s+(?=[A-ZÀ-ÖØ-Þ«"“0-9])/u).map((sentence) => sentence.trim()),
  );
  if (sentences.length === 0) {
    throw new Error(`no plain paragraph in this Markdown body:\n${markdown.slice(0, 500)}`);
  }
  const long = sentences.find((sentence) => sentence.length >= 40 && sentence.length <= 240);
  if (long) return long;
  return [...sentences].sort((a, b) => b.length - a.length)[0].slice(0, 240);
}

/** Whitespace collapsed, for comparing meta tag contents. */
export function squash(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}
