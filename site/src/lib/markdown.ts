import { Marked, type Tokens } from 'marked';
import { frenchTypography } from './typography';

/**
 * CMS Markdown → HTML (Strapi `richtext` fields), in one place.
 *
 * - Raw HTML inside the Markdown is escaped, not rendered: the CMS stores Markdown, and an
 *   editor pasting markup must not be able to inject scripts or break the page.
 * - Links with a scheme other than http(s), mailto and tel are rendered as plain text, and so are
 *   protocol-relative ones (`//host`, `/\host`: browsers read both as another site).
 * - Level-1 headings become level 2: the page title is the page's only <h1>.
 * - French no-break spaces are applied (see typography.ts).
 */
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?![/\\])|#)/i;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const marked = new Marked({ gfm: true, breaks: false, async: false });

marked.use({
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(6, Math.max(2, depth));
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (!SAFE_HREF.test(href.trim())) return text;
      const external = /^https?:/i.test(href);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      const rel = external ? ' rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(href)}"${titleAttr}${rel}>${text}</a>`;
    },
  },
});

/** "Pourquoi « Lumière » ?" → "pourquoi-lumiere": a readable, stable anchor. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Gives every h2/h3 an id (unique within the document), so long pages can have a table of
 * contents and sections can be linked to.
 */
function addHeadingIds(html: string): string {
  const used = new Map<string, number>();
  return html.replace(/<h([23])>([\s\S]*?)<\/h\1>/g, (_match, level: string, inner: string) => {
    const base = slugify(inner.replace(/<[^>]+>/g, '')) || 'section';
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    const id = count === 0 ? base : `${base}-${count + 1}`;
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
}

/**
 * Table headers for assistive technologies: header cells get `scope="col"`, and when the
 * top-left header cell is empty (a two-way table: days across, activities down) the first cell
 * of every row becomes its row header.
 */
function addTableScopes(html: string): string {
  return html.replace(/<table>([\s\S]*?)<\/table>/g, (_match, inner: string) => {
    const twoWay = /<thead>\s*<tr>\s*<th[^>]*>\s*<\/th>/.test(inner);
    let table = inner.replace(/<th(?=[\s>])/g, '<th scope="col"');
    if (twoWay) {
      table = table.replace(/<tbody>([\s\S]*?)<\/tbody>/, (_body, rows: string) =>
        `<tbody>${rows.replace(/<tr>\s*<td([^>]*)>([\s\S]*?)<\/td>/g, '<tr>\n<th scope="row"$1>$2</th>')}</tbody>`,
      );
    }
    return `<table>${table}</table>`;
  });
}

/** HTML for a Markdown field; an empty string for an empty or missing field. */
export function renderMarkdown(markdown: string | null | undefined): string {
  if (!markdown || !markdown.trim()) return '';
  return addTableScopes(addHeadingIds(marked.parse(frenchTypography(markdown)) as string));
}

export interface Heading {
  id: string;
  text: string;
}

/** The level-2 headings of rendered HTML, for a table of contents. */
export function extractHeadings(html: string): Heading[] {
  return [...html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g)].map(([, id, inner]) => ({
    id: id ?? '',
    text: htmlToText(inner ?? ''),
  }));
}

/** Plain text of rendered HTML (meta descriptions, JSON-LD). */
export function htmlToText(html: string): string {
  return (
    html
      // Block boundaries become spaces, inline tags vanish ("<strong>Lyon</strong>." → "Lyon.").
      .replace(/<\/?(p|h[1-6]|li|ul|ol|br|div|blockquote|tr|td|th|table|hr|pre)\b[^>]*>/gi, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      // Last, so that "&amp;lt;" stays the text "&lt;".
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Plain text of a Markdown field. */
export function markdownToText(markdown: string | null | undefined): string {
  return htmlToText(renderMarkdown(markdown));
}
