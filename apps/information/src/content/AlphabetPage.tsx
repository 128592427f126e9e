/**
 * The betting alphabet (`betting-alphabet/{block?}/{category?}/{slug?}`): a topic (terms, bet types,
 * strategies), a letter, and a term. Each level narrows the list; a term opens its definition. An
 * unknown topic, letter or term shows the not-found state.
 */
import { useMemo } from 'react';
import { useHref, useResource, useRoute, useT } from '@kickoff/platform';
import { GLOSSARY_BLOCKS, type GlossaryBlock } from '../contracts/content';
import { contentResources } from './calls';
import { alphabetAddress, lettersOf, type AlphabetAddress } from './addresses';
import { k } from './setup';
import { ContentState, usePageTitle } from './ui';

function Alphabet({ address }: { address: AlphabetAddress }) {
  const t = useT();
  const link = useHref();
  const route = useRoute();
  const lang = route?.lang ?? 'ru';
  const glossary = useMemo(() => contentResources.glossary(address.block), [address.block]);
  const [state, retry] = useResource(glossary.load, glossary.firstView);
  usePageTitle(t(k('alphabet_title')));
  const topicLink = (block: GlossaryBlock | null) => (block ? link('betting-alphabet', { block }) : link('betting-alphabet'));
  return (
    <section className="kk-card" data-app="information" aria-labelledby="kk-alphabet-title">
      <h1 id="kk-alphabet-title" className="kk-page-title">{t(k('alphabet_title'))}</h1>
      <nav aria-label={t(k('alphabet_topics'))} className="kk-tabs">
        {[null, ...GLOSSARY_BLOCKS].map((block) => (
          <a key={block ?? 'all'} href={topicLink(block)} aria-current={address.block === block ? 'page' : undefined}>
            {t(k(`alphabet_block_${block ?? 'all'}`))}
          </a>
        ))}
      </nav>
      <ContentState state={state} retry={retry}>
        {(data) => {
          const letters = lettersOf(data.entries, lang);
          const shown = data.entries.filter((e) => (!address.letter || e.letter === address.letter) && (!address.slug || e.slug === address.slug));
          return (
            <>
              {address.block && (
                <nav aria-label={t(k('alphabet_letters'))} className="kk-letters">
                  {letters.map((letter) => (
                    <a key={letter} href={link('betting-alphabet', { block: address.block ?? '', category: letter })} aria-current={address.letter === letter ? 'page' : undefined}>
                      {letter.toLocaleUpperCase(lang)}
                    </a>
                  ))}
                </nav>
              )}
              {shown.length === 0 ? (
                <p role="alert">{t(k('not_found'))}</p>
              ) : (
                <dl className="kk-glossary">
                  {shown.map((e) => (
                    <div key={`${e.block}/${e.slug}`}>
                      <dt><a href={link('betting-alphabet', { block: e.block, category: e.letter, slug: e.slug })}>{e.term}</a></dt>
                      <dd>{e.definition}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </>
          );
        }}
      </ContentState>
    </section>
  );
}

export function AlphabetPage() {
  const t = useT();
  const route = useRoute();
  if (!route) return null;
  const address = alphabetAddress(route.params);
  if (!address) return <section className="kk-card"><p role="alert">{t(k('not_found'))}</p></section>;
  return <Alphabet key={address.block ?? 'all'} address={address} />;
}
