/**
 * Block rules (admins): the countries blocked and the blocking reason (the special page a visitor from
 * there sees), paged by country code; add, edit and delete, each checked with the contract's schemas.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  BlockRuleChangeReplySchema,
  BlockRuleInputSchema,
  BlockRulePageSchema,
  CountryCodeSchema,
  SITE_PATHS,
  type BlockRuleWire,
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
import { useSiteConfig } from './use-site-config';

type Reason = { reason: number; page: string };

export function BlockRulesSection({ search }: { search: string }) {
  const t = useT('site');
  const id = useId();
  const cursor = cursorState(queryOf(search));
  const page = useLoad((signal) => staffCall('GET', `${SITE_PATHS.blockRules}${query({ before: cursor.before })}`, BlockRulePageSchema, undefined, signal), [search]);
  const config = useSiteConfig();
  const reasons: readonly Reason[] = config.status === 'ready' ? config.data.data.blockingReasons : [];
  const [editing, setEditing] = useState<BlockRuleWire | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BlockRuleWire | null>(null);
  const pageOf = (reason: number) => reasons.find((r) => r.reason === reason)?.page;
  const columns: Column<BlockRuleWire>[] = [
    { key: 'country', header: t('col_country'), cell: (rule) => rule.countryCode },
    { key: 'reason', header: t('col_reason'), cell: (rule) => t('block_reason_option', { reason: rule.reason, page: pageOf(rule.reason) ?? '?' }) },
    { key: 'template', header: t('col_template'), cell: (rule) => rule.templateTypeId, numeric: true },
    {
      key: 'actions',
      header: t('col_actions'),
      cell: (rule) => (
        <div className="bo-actions">
          <button type="button" className="kk-button kk-button--ghost" onClick={() => setEditing(rule)}>{t('block_edit', { country: rule.countryCode })}</button>
          <button type="button" className="kk-button kk-button--ghost" onClick={() => setDeleting(rule)}>{t('block_delete', { country: rule.countryCode })}</button>
        </div>
      ),
    },
  ];
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t('section_blockRules')}</h2>
      <button type="button" className="kk-button" onClick={() => setEditing('new')}>{t('block_add')}</button>
      <Loaded state={page} reload={page.reload}>
        {(data) => (
          <>
            <DataTable caption={t('block_caption')} columns={columns} rows={data.data} rowKey={(rule) => rule.countryCode} />
            <Pager cursor={cursor} next={data.meta.next} label={t('block_pages')} />
          </>
        )}
      </Loaded>
      {editing ? <BlockRuleDialog rule={editing === 'new' ? null : editing} reasons={reasons} onDone={() => (setEditing(null), page.reload())} onCancel={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={t('block_delete', { country: deleting.countryCode })}
          text={<p>{t('block_delete_text', { country: deleting.countryCode })}</p>}
          confirmLabel={t('delete')}
          onConfirm={async () => {
            await staffCall('DELETE', `${SITE_PATHS.blockRules}/${deleting.countryCode}`, BlockRuleChangeReplySchema);
            setDeleting(null);
            page.reload();
          }}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}

function BlockRuleDialog({ rule, reasons, onDone, onCancel }: { rule: BlockRuleWire | null; reasons: readonly Reason[]; onDone: () => void; onCancel: () => void }) {
  const t = useT('site');
  const tc = useT();
  const [country, setCountry] = useState(rule?.countryCode ?? '');
  const [reason, setReason] = useState(String(rule?.reason ?? reasons[0]?.reason ?? 1));
  const [template, setTemplate] = useState(String(rule?.templateTypeId ?? 1));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = rule && !reasons.some((r) => r.reason === rule.reason) ? [...reasons, { reason: rule.reason, page: '?' }] : reasons;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = { reason: Number(reason), templateTypeId: template.trim() === '' ? Number.NaN : Number(template) };
    const issues = { ...issuesByField(BlockRuleInputSchema, body), ...prefixed('country', issuesByField(CountryCodeSchema, country)) };
    if (Object.keys(issues).length > 0) return setError(issuesText(issues));
    setBusy(true);
    setError(null);
    try {
      await staffCall('PUT', `${SITE_PATHS.blockRules}/${country.trim().toUpperCase()}`, BlockRuleChangeReplySchema, body);
      onDone();
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };
  return (
    <Modal title={rule ? t('block_edit_heading', { country: rule.countryCode }) : t('block_new_heading')} onCancel={onCancel}>
      <form className="bo-form" onSubmit={save} noValidate>
        <label>
          {t('col_country')}
          <input value={country} onChange={(event) => setCountry(event.target.value)} maxLength={2} readOnly={rule !== null} required autoFocus={rule === null} />
        </label>
        <label>
          {t('col_reason')}
          <select value={reason} onChange={(event) => setReason(event.target.value)} autoFocus={rule !== null}>
            {options.map((r) => <option key={r.reason} value={String(r.reason)}>{t('block_reason_option', { reason: r.reason, page: r.page })}</option>)}
          </select>
        </label>
        <label>
          {t('col_template')}
          <input type="number" min={0} step={1} value={template} onChange={(event) => setTemplate(event.target.value)} />
        </label>
        <ErrorNote message={error} />
        <div className="bo-actions">
          <button type="submit" className="kk-button" disabled={busy}>{busy ? tc('saving') : t('save_rule')}</button>
          <button type="button" className="kk-button kk-button--ghost" onClick={onCancel}>{tc('cancel')}</button>
        </div>
      </form>
    </Modal>
  );
}

const prefixed = (prefix: string, issues: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(issues).map(([path, message]) => [path ? `${prefix}.${path}` : prefix, message]));
