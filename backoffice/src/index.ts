/**
 * @kickoff/backoffice — the operator console (issue 24). Its own page (`/backoffice/...`, served by
 * server/web/console-page.ts) loads it through the import map and calls `start(root)`.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import css from './styles.css';
import { ConsoleApp } from './App';
import { startRouter } from './routing/router';

export function start(root: HTMLElement | null): void {
  if (!root) throw new Error('#backoffice-root is missing');
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  startRouter();
  createRoot(root).render(createElement(ConsoleApp));
}
