/**
 * Redirects (admins and content editors): legacy paths and where they lead, newest first; add, edit
 * (the path it leads from is the rule's key) and delete, each checked with RedirectRuleInputSchema.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  RedirectChangeReplySchema,
  RedirectPageSchema,
  RedirectRuleInputSchema,
  SITE_PATHS,
  type RedirectRuleWire,
} from '../../contracts/site';
import { query, staffCall } from '../../api/client';
import { useT } from '../../i18n';
import { queryOf } from '../../routing/router';
import { cursorState } from '../../ui/cursor-pages';
import { DataTable, type Column } from '../../ui/DataTable';
import { ConfirmDialog, Modal } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { ErrorNote, Loaded } from '../../ui/Loaded';
import { Pager } from '../../ui/Pager';
import { useLoad } from '../../ui/use-load';
import { issuesByField, issuesText } from './forms';

const CODES = [301, 302, 307, 308] as const;

export function RedirectsSection({ search }: { search: string }) {
  const t = useT('site');
  const id = useId();
  const cursor = cursorState(queryOf(search));
  const page = useLoad((signal) => staffCall('GET', `${SITE_PATHS.redirects}${query({ before: cursor.before })}`, RedirectPageSchema, undefined, signal), [search]);
  const [editing, setEditing] = useState<RedirectRuleWire | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RedirectRuleWire | null>(null);
  const columns: Column<RedirectRuleWire>[] = [
    { key: 'from', header: t('col_from'), cell: (rule) => <code>{rule.from}</code> },
    { key: 'to', header: t('col_to'), cell: (rule) => <code>{rule.to}</code> },
    { key: 'code', header: t('col_code'), cell: (rule) => rule.code, numeric: true },
    { key: 'reason', header: t('col_why'), cell: (rule) => rule.reason },
    {
      key: 'actions',
      header: t('col_actions'),
      cell: (rule) => (
        <div className="bo-actions">
          <button type="button" className="kk-button kk-button--ghost" onClick={() => setEditing(rule)}>{t('redirect_edit', { from: rule.from })}</button>
          <button type="button" className="kk-button kk-button--ghost" onClick={() => setDeleting(rule)}>{t('redirect_delete', { from: rule.from })}</button>
        </div>
      ),
    },
  ];
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t('section_redirects')}</h2>
      <button type="button" className="kk-button" onClick={() => setEditing('new')}>{t('redirect_add')}</button>
      <Loaded state={page} reload={page.reload}>
        {(data) => (
          <>
            <DataTable caption={t('redirect_caption')} columns={columns} rows={data.data} rowKey={(rule) => rule.from} />
            <Pager cursor={cursor} next={data.meta.next} label={t('redirect_pages')} />
          </>
        )}
      </Loaded>
      {editing ? <RedirectDialog rule={editing === 'new' ? null : editing} onDone={() => (setEditing(null), page.reload())} onCancel={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={t('redirect_delete', { from: deleting.from })}
          text={<p>{t('redirect_delete_text', { from: deleting.from, to: deleting.to })}</p>}
          confirmLabel={t('delete')}
          onConfirm={async () => {
            await staffCall('DELETE', `${SITE_PATHS.redirects}${query({ from: deleting.from })}`, RedirectChangeReplySchema);
            setDeleting(null);
            page.reload();
          }}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}

function RedirectDialog({ rule, onDone, onCancel }: { rule: RedirectRuleWire | null; onDone: () => void; onCancel: () => void }) {
  const t = useT('site');
  const tc = useT();
  const [form, setForm] = useState({ from: rule?.from ?? '', to: rule?.to ?? '', code: String(rule?.code ?? 301), reason: rule?.reason ?? 'legacy' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = { from: form.from.trim(), to: form.to.trim(), code: Number(form.code), reason: form.reason.trim() };
    const issues = issuesByField(RedirectRuleInputSchema, body);
    if (Object.keys(issues).length > 0) return setError(issuesText(issues));
    setBusy(true);
    setError(null);
    try {
      await staffCall('PUT', SITE_PATHS.redirects, RedirectChangeReplySchema, body);
      onDone();
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });
  return (
    <Modal title={rule ? t('redirect_edit_heading', { from: rule.from }) : t('redirect_new_heading')} onCancel={onCancel}>
      <form className="bo-form" onSubmit={save} noValidate>
        <label>{t('col_from')}<input value={form.from} onChange={set('from')} readOnly={rule !== null} required maxLength={2048} autoFocus={rule === null} placeholder="/ru/old-path" /></label>
        <label>{t('col_to')}<input value={form.to} onChange={set('to')} required maxLength={2048} autoFocus={rule !== null} placeholder="/ru/new-path" /></label>
        <label>
          {t('col_code')}
          <select value={form.code} onChange={set('code')}>
            {CODES.map((code) => <option key={code} value={String(code)}>{code}</option>)}
          </select>
        </label>
        <label>{t('redirect_reason')}<input value={form.reason} onChange={set('reason')} required maxLength={100} /></label>
        <ErrorNote message={error} />
        <div className="bo-actions">
          <button type="submit" className="kk-button" disabled={busy}>{busy ? tc('saving') : t('save_rule')}</button>
          <button type="button" className="kk-button kk-button--ghost" onClick={onCancel}>{tc('cancel')}</button>
        </div>
      </form>
    </Modal>
  );
}
