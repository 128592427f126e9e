/**
 * Embeds for CMS editors (content editors, admins): pick a Kickoff element from the catalogue, set its
 * attributes (the event or casino game chosen from a search of the real data), see the snippet and a
 * live preview (the server's preview page, framed), copy the snippet, and manage the origins allowed to
 * embed the elements.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import {
  EMBED_CATALOGUE,
  EMBED_PATHS,
  EmbedEventsReplySchema,
  EmbedGamesReplySchema,
  EmbedOriginReplySchema,
  EmbedOriginsReplySchema,
  catalogueElement,
  type EmbedAttribute,
  type EmbedOriginWire,
} from '../../contracts/embeds';
import { NoContent, query, staffCall } from '../../api/client';
import type { ScreenProps } from '../../frame/screen-loaders';
import { addTexts, useT } from '../../i18n';
import { DataTable, type Column } from '../../ui/DataTable';
import { Modal } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { dateTime } from '../../ui/format';
import { ErrorNote, Loaded } from '../../ui/Loaded';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { useLoad } from '../../ui/use-load';
import { build, firstElement, initialValues, problemsOf, type AttributeValues } from './builder';

addTexts('embeds', {
  heading: 'Embeds for CMS pages',
  builder_heading: 'Build a snippet',
  element: 'Element',
  attributes: 'Attributes of <{{tag}}>',
  no_attributes: 'This element has no attributes.',
  optional: '{{label}} (optional, {{min}}–{{max}}; {{fallback}} when empty)',
  optional_text: '{{label}} (optional; {{fallback}} when empty)',
  search_event: 'Find an event (team, championship or id)',
  search_game: 'Find a casino game (name, provider or id)',
  search_form_event: 'Event search',
  search_form_game: 'Casino game search',
  search_events: 'Search events',
  search_games: 'Search games',
  searching: 'Searching…',
  no_results: 'Nothing matches “{{q}}”.',
  results_event: 'Events matching “{{q}}”',
  results_game: 'Games matching “{{q}}”',
  choose: 'Choose {{label}}',
  chosen: 'Chosen: {{label}}',
  chosen_id: 'Chosen id: {{id}}',
  nothing_chosen: 'Nothing chosen yet.',
  live: 'live',
  snippet_heading: 'Snippet',
  snippet_label: 'Snippet to paste into the CMS page',
  snippet_missing: 'Fix the attributes above to get the snippet.',
  copy: 'Copy snippet',
  copied: 'Snippet copied to the clipboard.',
  copy_failed: 'The browser refused the clipboard: select the snippet and copy it by hand.',
  preview_heading: 'Live preview',
  preview_title: 'Live preview of <{{tag}}>',
  preview_hint: 'The element as it renders from this Kickoff server; on the CMS page it also needs the page’s origin in the list below.',
  origins_heading: 'Allowed embed origins',
  origins_caption: 'Origins whose pages may load Kickoff elements',
  origins_loopback: 'Outside production every localhost and 127.0.0.1 page may embed the elements too.',
  col_origin: 'Origin',
  col_source: 'Set by',
  col_added: 'Added',
  col_actions: 'Actions',
  source_configuration: 'Server configuration (KICKOFF_EMBED_ORIGINS)',
  source_console: 'Console',
  fixed: 'Change it in the server configuration',
  remove: 'Remove {{origin}}',
  remove_heading: 'Remove {{origin}}?',
  remove_text: 'Pages on {{origin}} stop loading Kickoff elements at once.',
  new_origin: 'Origin to allow (https://host[:port])',
  add_origin: 'Add origin',
});

export default function EmbedsScreen(_props: ScreenProps) {
  const t = useT('embeds');
  return (
    <section>
      <ScreenHeading>{t('heading')}</ScreenHeading>
      <Builder />
      <Origins />
    </section>
  );
}

function Builder() {
  const t = useT('embeds');
  const [tag, setTag] = useState(firstElement().tag);
  const element = catalogueElement(tag) ?? firstElement();
  const [values, setValues] = useState<AttributeValues>(() => initialValues(element));
  const [labels, setLabels] = useState<Readonly<Record<string, string>>>({});
  const problems = problemsOf(element, values);
  const built = useMemo(() => build(window.location.origin, element.tag, values), [element.tag, values]);
  const pick = (next: string) => {
    const chosen = catalogueElement(next);
    if (!chosen) return;
    setTag(chosen.tag);
    setValues(initialValues(chosen));
    setLabels({});
  };
  const set = (name: string, value: string, label?: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    if (label !== undefined) setLabels((previous) => ({ ...previous, [name]: label }));
  };
  return (
    <section aria-labelledby="bo-embed-builder" className="bo-embed-builder">
      <h2 id="bo-embed-builder">{t('builder_heading')}</h2>
      <div className="bo-form">
        <label>
          {t('element')}
          <select value={element.tag} onChange={(event) => pick(event.target.value)}>
            {EMBED_CATALOGUE.map((item) => (
              <option key={item.tag} value={item.tag}>{`${item.label} <${item.tag}>`}</option>
            ))}
          </select>
        </label>
        <p className="bo-hint">{element.description}</p>
        <fieldset className="bo-fieldset">
          <legend>{t('attributes', { tag: element.tag })}</legend>
          {element.attributes.length === 0 ? <p className="bo-hint">{t('no_attributes')}</p> : null}
          {element.attributes.map((attribute) => (
            <AttributeInput
              key={`${element.tag}:${attribute.name}`}
              attribute={attribute}
              value={values[attribute.name] ?? ''}
              label={labels[attribute.name]}
              problem={problems[attribute.name]}
              onChange={(value, label) => set(attribute.name, value, label)}
            />
          ))}
        </fieldset>
      </div>
      <Snippet snippet={built.ok ? built.snippet : null} />
      <section aria-labelledby="bo-embed-preview">
        <h3 id="bo-embed-preview">{t('preview_heading')}</h3>
        <p className="bo-hint">{t('preview_hint')}</p>
        {built.ok ? (
          <iframe className="bo-embed-preview" title={t('preview_title', { tag: element.tag })} src={built.previewUrl} />
        ) : (
          <p className="bo-hint">{t('snippet_missing')}</p>
        )}
      </section>
    </section>
  );
}

function AttributeInput({ attribute, value, label, problem, onChange }: {
  attribute: EmbedAttribute;
  value: string;
  /** What the search picked (the event's teams, the game's name). */
  label: string | undefined;
  problem: string | undefined;
  onChange: (value: string, label?: string) => void;
}) {
  const t = useT('embeds');
  const problemId = useId();
  const described = problem ? problemId : undefined;
  const note = problem ? <p id={problemId} className="bo-error">{problem}</p> : null;
  switch (attribute.kind) {
    case 'event':
    case 'game':
      return (
        <div className="bo-attribute">
          <SearchPicker kind={attribute.kind} onChoose={(id, chosen) => onChange(String(id), chosen)} />
          <p role="status">{value ? (label ? t('chosen', { label }) : t('chosen_id', { id: value })) : t('nothing_chosen')}</p>
          {note}
        </div>
      );
    case 'choice':
      return (
        <div className="bo-attribute">
          <label>
            {attribute.label}
            <select value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={described}>
              {attribute.options.map((option) => <option key={option} value={option}>{option}</option>)}
            </select>
          </label>
          {note}
        </div>
      );
    case 'slug':
      return (
        <div className="bo-attribute">
          <label>
            {attribute.label}
            <input value={value} required maxLength={64} onChange={(event) => onChange(event.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={described} />
          </label>
          {note}
        </div>
      );
    case 'module':
      return (
        <div className="bo-attribute">
          <label>
            {attribute.label}
            <input
              value={value}
              required
              maxLength={130}
              spellCheck={false}
              placeholder={attribute.placeholder}
              onChange={(event) => onChange(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={described}
            />
          </label>
          {note}
        </div>
      );
    case 'export':
      return (
        <div className="bo-attribute">
          <label>
            {t('optional_text', { label: attribute.label, fallback: attribute.fallback })}
            <input
              value={value}
              maxLength={64}
              spellCheck={false}
              placeholder={attribute.fallback}
              onChange={(event) => onChange(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={described}
            />
          </label>
          {note}
        </div>
      );
    case 'number':
      return (
        <div className="bo-attribute">
          <label>
            {t('optional', { label: attribute.label, min: attribute.min, max: attribute.max, fallback: attribute.fallback })}
            <input
              type="number"
              inputMode="numeric"
              min={attribute.min}
              max={attribute.max}
              placeholder={String(attribute.fallback)}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={described}
            />
          </label>
          {note}
        </div>
      );
  }
}

interface Found {
  id: number;
  label: string;
  detail: string;
}

function SearchPicker({ kind, onChoose }: { kind: 'event' | 'game'; onChoose: (id: number, label: string) => void }) {
  const t = useT('embeds');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<{ q: string; items: Found[] } | null>(null);
  const search = async (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (busy || q.length < 2) return;
    setBusy(true);
    setError(null);
    try {
      const items: Found[] =
        kind === 'event'
          ? (await staffCall('GET', `${EMBED_PATHS.events}${query({ q })}`, EmbedEventsReplySchema)).data.map((e) => ({
              id: e.id,
              label: `${e.team1} – ${e.team2}`,
              detail: `${e.sport}, ${e.championship}, ${e.live ? t('live') : dateTime(e.startAt)}`,
            }))
          : (await staffCall('GET', `${EMBED_PATHS.games}${query({ q })}`, EmbedGamesReplySchema)).data.map((g) => ({
              id: g.id,
              label: g.name,
              detail: `${g.provider}, ${g.section}`,
            }));
      setResults({ q, items });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const inputLabel = kind === 'event' ? t('search_event') : t('search_game');
  return (
    <div className="bo-picker">
      <form role="search" aria-label={kind === 'event' ? t('search_form_event') : t('search_form_game')} className="bo-filters" onSubmit={search}>
        <label>
          {inputLabel}
          <input type="search" value={text} minLength={2} maxLength={60} required onChange={(event) => setText(event.target.value)} />
        </label>
        <button type="submit" className="kk-button" disabled={busy}>{busy ? t('searching') : kind === 'event' ? t('search_events') : t('search_games')}</button>
      </form>
      <ErrorNote message={error} />
      {results ? (
        results.items.length === 0 ? (
          <p role="status">{t('no_results', { q: results.q })}</p>
        ) : (
          <ul aria-label={kind === 'event' ? t('results_event', { q: results.q }) : t('results_game', { q: results.q })} className="bo-results">
            {results.items.map((item) => (
              <li key={item.id}>
                <button type="button" className="kk-button kk-button--ghost" onClick={() => onChoose(item.id, item.label)}>
                  {t('choose', { label: item.label })}
                </button>
                <span className="bo-hint"> {item.detail} · id {item.id}</span>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

function Snippet({ snippet }: { snippet: string | null }) {
  const t = useT('embeds');
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const [shown, setShown] = useState(snippet);
  if (shown !== snippet) {
    // A new snippet: the last confirmation no longer speaks about it.
    setShown(snippet);
    setCopied(null);
  }
  const copy = async () => {
    if (snippet === null) return;
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section aria-labelledby="bo-embed-snippet">
      <h3 id="bo-embed-snippet">{t('snippet_heading')}</h3>
      {snippet === null ? (
        <p className="bo-hint">{t('snippet_missing')}</p>
      ) : (
        <>
          <pre className="bo-snippet" aria-label={t('snippet_label')} tabIndex={0}><code>{snippet}</code></pre>
          <button type="button" className="kk-button" onClick={() => void copy()}>{t('copy')}</button>
        </>
      )}
      <p role="status" className={copied === 'failed' ? 'bo-error' : 'bo-status'}>{copied === 'copied' ? t('copied') : copied === 'failed' ? t('copy_failed') : ''}</p>
    </section>
  );
}

function Origins() {
  const t = useT('embeds');
  const list = useLoad((signal) => staffCall('GET', EMBED_PATHS.origins, EmbedOriginsReplySchema, undefined, signal), []);
  const [removing, setRemoving] = useState<EmbedOriginWire | null>(null);
  const columns: Column<EmbedOriginWire>[] = [
    { key: 'origin', header: t('col_origin'), cell: (o) => <code>{o.origin}</code> },
    { key: 'source', header: t('col_source'), cell: (o) => (o.source === 'configuration' ? t('source_configuration') : t('source_console')) },
    { key: 'added', header: t('col_added'), cell: (o) => (o.addedAt ? dateTime(o.addedAt) : '') },
    {
      key: 'actions',
      header: t('col_actions'),
      cell: (o) =>
        o.id === null ? (
          <span className="bo-hint">{t('fixed')}</span>
        ) : (
          <button type="button" className="kk-button kk-button--ghost" onClick={() => setRemoving(o)}>{t('remove', { origin: o.origin })}</button>
        ),
    },
  ];
  return (
    <section aria-labelledby="bo-embed-origins">
      <h2 id="bo-embed-origins">{t('origins_heading')}</h2>
      <Loaded state={list} reload={list.reload}>
        {(data) => (
          <>
            {data.meta.loopbackAllowed ? <p className="bo-hint">{t('origins_loopback')}</p> : null}
            <DataTable caption={t('origins_caption')} columns={columns} rows={data.data} rowKey={(o) => o.id ?? `configured:${o.origin}`} />
          </>
        )}
      </Loaded>
      <AddOrigin onAdded={list.reload} />
      {removing ? (
        <RemoveOrigin origin={removing} onDone={() => (setRemoving(null), list.reload())} onCancel={() => setRemoving(null)} />
      ) : null}
    </section>
  );
}

function AddOrigin({ onAdded }: { onAdded: () => void }) {
  const t = useT('embeds');
  const tc = useT();
  const [origin, setOrigin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await staffCall('POST', EMBED_PATHS.origins, EmbedOriginReplySchema, { origin });
      setOrigin('');
      onAdded();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="bo-filters" onSubmit={submit}>
      <label>
        {t('new_origin')}
        <input value={origin} required maxLength={300} inputMode="url" placeholder="https://cms.example" onChange={(event) => setOrigin(event.target.value)} />
      </label>
      <button type="submit" className="kk-button" disabled={busy}>{busy ? tc('saving') : t('add_origin')}</button>
      <ErrorNote message={error} />
    </form>
  );
}

function RemoveOrigin({ origin, onDone, onCancel }: { origin: EmbedOriginWire; onDone: () => void; onCancel: () => void }) {
  const t = useT('embeds');
  const tc = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await staffCall('DELETE', `${EMBED_PATHS.origins}/${origin.id}`, NoContent);
      onDone();
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };
  return (
    <Modal title={t('remove_heading', { origin: origin.origin })} onCancel={onCancel}>
      <p>{t('remove_text', { origin: origin.origin })}</p>
      <ErrorNote message={error} />
      <div className="bo-actions">
        <button type="button" className="kk-button" disabled={busy} onClick={() => void remove()}>{busy ? tc('saving') : t('remove', { origin: origin.origin })}</button>
        <button type="button" className="kk-button kk-button--ghost" onClick={onCancel}>{tc('cancel')}</button>
      </div>
    </Modal>
  );
}
