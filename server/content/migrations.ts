/**
 * Content tables (migrations 800-819). 800: information pages, rule chapters, news, the betting
 * alphabet, partners (each row in one language, texts as JSON block lists checked by the contract when
 * served) and the cash terminals (both languages in one row, searched by city and address).
 */
import type { Migration } from '../db/migrate';

export const contentMigrations: readonly Migration[] = [
  {
    version: 800,
    name: 'content: pages, rules, news, betting alphabet, partners, cash terminals',
    sql: `
      CREATE TABLE content_pages (
        slug       TEXT NOT NULL,
        lang       TEXT NOT NULL CHECK (lang IN ('ru', 'en')),
        title      TEXT NOT NULL,
        blocks     TEXT NOT NULL CHECK (json_valid(blocks) AND json_type(blocks) = 'array'),
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (slug, lang)
      );
      CREATE TABLE content_rules (
        group_id    INTEGER NOT NULL CHECK (group_id >= 1),
        chapter     INTEGER NOT NULL CHECK (chapter >= 1),
        lang        TEXT NOT NULL CHECK (lang IN ('ru', 'en')),
        group_title TEXT NOT NULL,
        title       TEXT NOT NULL,
        sections    TEXT NOT NULL CHECK (json_valid(sections) AND json_type(sections) = 'array'),
        updated_at  INTEGER NOT NULL,
        PRIMARY KEY (group_id, chapter, lang)
      );
      CREATE TABLE content_news (
        slug         TEXT NOT NULL,
        lang         TEXT NOT NULL CHECK (lang IN ('ru', 'en')),
        title        TEXT NOT NULL,
        summary      TEXT NOT NULL,
        blocks       TEXT NOT NULL CHECK (json_valid(blocks) AND json_type(blocks) = 'array'),
        published_at INTEGER NOT NULL,
        PRIMARY KEY (slug, lang)
      );
      CREATE INDEX content_news_published ON content_news (lang, published_at DESC, slug);
      CREATE TABLE content_glossary (
        block      TEXT NOT NULL,
        letter     TEXT NOT NULL,
        slug       TEXT NOT NULL,
        lang       TEXT NOT NULL CHECK (lang IN ('ru', 'en')),
        term       TEXT NOT NULL,
        definition TEXT NOT NULL,
        PRIMARY KEY (block, slug, lang)
      );
      CREATE TABLE content_partners (
        id          INTEGER NOT NULL,
        lang        TEXT NOT NULL CHECK (lang IN ('ru', 'en')),
        section     TEXT NOT NULL,
        name        TEXT NOT NULL,
        description TEXT NOT NULL,
        since       INTEGER NOT NULL,
        PRIMARY KEY (id, lang)
      );
      CREATE TABLE cash_terminals (
        id         INTEGER PRIMARY KEY,
        city_ru    TEXT NOT NULL,
        city_en    TEXT NOT NULL,
        address_ru TEXT NOT NULL,
        address_en TEXT NOT NULL,
        hours      TEXT NOT NULL,
        payouts    INTEGER NOT NULL CHECK (payouts IN (0, 1))
      );
    `,
  },
  {
    version: 801,
    name: 'content: SEO texts per page kind (the SEO block, account spec §3 "SEO content: style and content")',
    // Plain text (paragraphs split by a blank line), never HTML: the block draws it as text, so nothing needs sanitising.
    sql: `
      CREATE TABLE content_seo_texts (
        kind    TEXT NOT NULL CHECK (kind GLOB '[a-z]*' AND kind NOT GLOB '*[^a-z-]*'),
        lang    TEXT NOT NULL CHECK (lang IN ('ru', 'en')),
        style   TEXT NOT NULL CHECK (style IN ('text', 'columns')),
        content TEXT NOT NULL CHECK (length(content) BETWEEN 1 AND 4000),
        PRIMARY KEY (kind, lang)
      );
    `,
  },
];
