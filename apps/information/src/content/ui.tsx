/** What every content page shares: the page title, the blocks, and the loading, error and not-found states. */
import { useEffect, useRef, type ReactNode } from 'react';
import { $language, errorText, safeReturnPath, pathWithLanguage, useHref, useStore, useT, type Resource } from '@kickoff/platform';
import type { ContentBlock } from '../contracts/content';
import { isNotFound } from './calls';
import { k } from './setup';

export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = `${title} — Kickoff`;
  }, [title]);
}

/**
 * Any origin does to tell a path of this site from anything else (a path resolves against it, never
 * off it): a fixed one, so the server draws a block as the browser does.
 */
const SITE = 'https://kickoff.invalid';

/** A same-site link of a block in the page's language; anything that is not a path of this site renders as text. */
function BlockLink({ text, path }: { text: string; path: string }) {
  const lang = useStore($language);
  const safe = safeReturnPath(path, SITE);
  if (!safe) return <p>{text}</p>;
  const url = new URL(safe, SITE);
  return (
    <p>
      <a className="kk-content__link" href={`${pathWithLanguage(lang, url.pathname)}${url.search}`}>{text}</a>
    </p>
  );
}

export function Blocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className="kk-content">
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'h2':
            return <h2 key={i}>{block.text}</h2>;
          case 'p':
            return <p key={i}>{block.text}</p>;
          case 'ul':
            return <ul key={i}>{block.items.map((item) => <li key={item}>{item}</li>)}</ul>;
          case 'link':
            return <BlockLink key={i} text={block.text} path={block.path} />;
        }
      })}
    </div>
  );
}

/** Loading (a status line), failure (an alert with retry, or "not found" with a way home) or the content. */
export function ContentState<T>({ state, retry, children }: { state: Resource<T>; retry: () => void; children: (data: T) => ReactNode }) {
  const t = useT();
  const link = useHref();
  const retryRef = useRef<HTMLButtonElement>(null);
  const failed = state.status === 'error';
  useEffect(() => {
    if (failed) retryRef.current?.focus();
  }, [failed]);
  if (state.status === 'loading') return <p className="kk-muted" role="status" aria-busy="true">{t(k('loading'))}</p>;
  if (state.status === 'error') {
    if (isNotFound(state.error)) {
      return (
        <div className="kk-content__missing">
          <p>{t(k('not_found'))}</p>
          <a className="kk-button" href={link('information')}>{t(k('to_information'))}</a>
        </div>
      );
    }
    return (
      <div className="kk-alert kk-alert--error" role="alert">
        <p>{t(k('error'))}</p>
        <p className="kk-muted">{t(errorText(state.error))}</p>
        <button ref={retryRef} type="button" className="kk-button" onClick={retry}>{t(k('retry'))}</button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
