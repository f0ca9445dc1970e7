import { describe, expect, it } from 'vitest';
import { extractHeadings, markdownToText, renderMarkdown, slugify } from './markdown';

describe('renderMarkdown', () => {
  it('renders Markdown', () => {
    expect(renderMarkdown('Un **stage** de *musicalité*.')).toBe(
      '<p>Un <strong>stage</strong> de <em>musicalité</em>.</p>\n',
    );
    expect(renderMarkdown('- un\n- deux')).toContain('<li>un</li>');
  });

  it('keeps the page title the only h1', () => {
    expect(renderMarkdown('# Titre\n\n### Sous-titre')).toBe(
      '<h2 id="titre">Titre</h2>\n<h3 id="sous-titre">Sous-titre</h3>\n',
    );
  });

  it('escapes raw HTML instead of rendering it', () => {
    const html = renderMarkdown('Avant <script>alert(1)</script> après');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops unsafe link schemes and marks external links', () => {
    expect(renderMarkdown('[clic](javascript:alert(1))')).toBe('<p>clic</p>\n');
    expect(renderMarkdown('[site](https://exemple.fr)')).toContain('rel="noopener noreferrer"');
    expect(renderMarkdown('[billets](/tickets)')).toBe('<p><a href="/tickets">billets</a></p>\n');
    expect(renderMarkdown('[écrire](mailto:contact@kizomba-lumiere.fr)')).toContain('href="mailto:');
  });

  it('drops protocol-relative links (another site for the browser), keeps site paths', () => {
    expect(renderMarkdown('[clic](//evil.example/login)')).toBe('<p>clic</p>\n');
    expect(renderMarkdown('[clic](/\\evil.example/login)')).toBe('<p>clic</p>\n');
    expect(renderMarkdown('[clic](<//evil.example>)')).toBe('<p>clic</p>\n');
    expect(renderMarkdown('[infos](/information#faq)')).toBe('<p><a href="/information#faq">infos</a></p>\n');
  });

  it('returns an empty string for an empty field', () => {
    expect(renderMarkdown(null)).toBe('');
    expect(renderMarkdown('  ')).toBe('');
  });

  it('extracts plain text', () => {
    expect(markdownToText('## Bienvenue\n\nÀ **Lyon** & ailleurs.')).toBe('Bienvenue À Lyon & ailleurs.');
    expect(markdownToText('Écrire `&lt;` en HTML')).toBe('Écrire &lt; en HTML');
  });
});

describe('headings', () => {
  it('slugifies French titles', () => {
    expect(slugify('Pourquoi « Lumière » ?')).toBe('pourquoi-lumiere');
    expect(slugify('Article 3 — Catégories & niveaux')).toBe('article-3-categories-niveaux');
  });

  it('gives unique ids and lists the h2 for a table of contents', () => {
    const html = renderMarkdown('## Accès\n\ntexte\n\n## Accès\n\n### Détail\n\n## *Horaires* & tarifs');
    expect(html).toContain('<h2 id="acces-2">Accès</h2>');
    expect(extractHeadings(html)).toEqual([
      { id: 'acces', text: 'Accès' },
      { id: 'acces-2', text: 'Accès' },
      { id: 'horaires-tarifs', text: 'Horaires & tarifs' },
    ]);
  });
});

describe('tables', () => {
  it('gives column headers a scope', () => {
    const html = renderMarkdown('| Jour | Horaires |\n|---|---|\n| Vendredi | 10 h |');
    expect(html).toContain('<th scope="col">Jour</th>');
    expect(html).toContain('<td>Vendredi</td>');
  });

  it('turns the first column of a two-way table into row headers', () => {
    const html = renderMarkdown('| | Vendredi | Samedi |\n|---|---|---|\n| Accueil | 10 h | 10 h |\n| Vestiaire | 18 h | 18 h |');
    expect(html).toContain('<th scope="row">Accueil</th>');
    expect(html).toContain('<th scope="row">Vestiaire</th>');
    expect(html).toContain('<td>10\u00a0h</td>');
  });
});
