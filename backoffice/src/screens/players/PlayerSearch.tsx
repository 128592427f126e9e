/** The player search: one field (ID, e-mail or phone), kept in the query string; the hits link to each player. */
import { useState, type FormEvent } from 'react';
import { PLAYERS_PATHS, PlayerSearchReplySchema, type PlayerFoundWire } from '../../contracts/players';
import { query, staffCall } from '../../api/client';
import { useT } from '../../i18n';
import { queryOf, replaceQuery } from '../../routing/router';
import { screenPath } from '../../routing/screens';
import { DataTable, type Column } from '../../ui/DataTable';
import { Loaded } from '../../ui/Loaded';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { useLoad } from '../../ui/use-load';

export function PlayerSearch({ search }: { search: string }) {
  const t = useT('players');
  const q = (queryOf(search).get('q') ?? '').trim();
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    replaceQuery({ q: text.trim() });
  };
  const columns: Column<PlayerFoundWire>[] = [
    { key: 'id', header: t('col_id'), cell: (p) => <a href={screenPath('players', p.id)} aria-label={t('open', { id: p.id })}>{p.id}</a> },
    { key: 'email', header: t('col_email'), cell: (p) => p.email ?? '—' },
    { key: 'phone', header: t('col_phone'), cell: (p) => p.phone ?? '—' },
    { key: 'name', header: t('col_name'), cell: (p) => p.name ?? '—' },
    { key: 'state', header: t('col_state'), cell: (p) => (p.banned ? t('state_banned') : t('state_ok')) },
  ];
  return (
    <section>
      <ScreenHeading>{t('heading')}</ScreenHeading>
      <form className="bo-filters" role="search" onSubmit={submit}>
        <label>
          {t('search_label')}
          <input type="search" value={text} onChange={(event) => setText(event.target.value)} required maxLength={100} aria-describedby="bo-player-search-hint" />
        </label>
        <p id="bo-player-search-hint" className="bo-hint">{t('search_hint')}</p>
        <div className="bo-actions">
          <button type="submit" className="kk-button">{t('search')}</button>
        </div>
      </form>
      {q ? <Results q={q} columns={columns} /> : null}
    </section>
  );
}

function Results({ q, columns }: { q: string; columns: Column<PlayerFoundWire>[] }) {
  const t = useT('players');
  const found = useLoad((signal) => staffCall('GET', `${PLAYERS_PATHS.search}${query({ q })}`, PlayerSearchReplySchema, undefined, signal), [q]);
  return (
    <Loaded state={found} reload={found.reload}>
      {(data) => <DataTable caption={t('results')} columns={columns} rows={data.data} rowKey={(p) => p.id} />}
    </Loaded>
  );
}
