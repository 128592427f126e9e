/**
 * Staff management (admins): the members with their roles, a new member (the authenticator secret is
 * shown once, to hand over), and a member's roles changed (their sessions end; the last admin keeps
 * the admin role — the server refuses and the form says so).
 */
import { useState, type FormEvent } from 'react';
import {
  memberPath,
  STAFF_PATHS,
  STAFF_ROLES,
  StaffCreatedReplySchema,
  StaffListReplySchema,
  StaffMemberReplySchema,
  type StaffMemberWire,
  type StaffRole,
} from '../../contracts/staff';
import { staffCall } from '../../api/client';
import { addTexts, useT } from '../../i18n';
import { DataTable, type Column } from '../../ui/DataTable';
import { ConfirmDialog, Modal } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { dateTime } from '../../ui/format';
import { ErrorNote, Loaded } from '../../ui/Loaded';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { useLoad } from '../../ui/use-load';
import type { ScreenProps } from '../../frame/screen-loaders';

addTexts('staff', {
  heading: 'Staff',
  caption: 'Staff members',
  col_name: 'Name',
  col_email: 'E-mail',
  col_roles: 'Roles',
  col_state: 'State',
  col_since: 'Since',
  col_actions: 'Actions',
  active: 'Active',
  disabled: 'Disabled',
  edit_roles: 'Change roles of {{name}}',
  roles_heading: 'Roles of {{name}}',
  roles_hint: 'Their sessions end; the next sign-in carries the new roles.',
  save_roles: 'Save roles',
  new_heading: 'New staff member',
  new_name: 'Name',
  new_email: 'E-mail',
  new_password: 'Password (at least 12 characters)',
  new_roles: 'Roles',
  create: 'Create member',
  created_heading: 'Authenticator secret of {{name}}',
  created_text: 'Hand this secret to {{name}} for their authenticator app. It is shown only now.',
  created_secret: 'Secret',
  created_uri: 'Setup link (otpauth)',
  done: 'Done',
  disable: 'Disable {{name}}',
  enable: 'Enable {{name}}',
  disable_heading: 'Disable {{name}}?',
  disable_text: 'Their sessions end at once and they cannot sign in until enabled again.',
  reset: 'Reset the authenticator of {{name}}',
  reset_heading: 'Reset the authenticator of {{name}}?',
  reset_text: 'Their sessions end; the old codes stop working. Hand them the new secret shown next.',
  reset_done_heading: 'New authenticator secret of {{name}}',
});

export default function StaffScreen({ member: me }: ScreenProps) {
  const t = useT('staff');
  const tc = useT();
  const list = useLoad((signal) => staffCall('GET', STAFF_PATHS.staff, StaffListReplySchema, undefined, signal), []);
  const [editing, setEditing] = useState<StaffMemberWire | null>(null);
  const [confirming, setConfirming] = useState<{ member: StaffMemberWire; kind: 'disable' | 'reset' } | null>(null);
  const [secret, setSecret] = useState<{ name: string; secret: string; uri: string; heading: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const enable = async (m: StaffMemberWire) => {
    setError(null);
    try {
      await staffCall('PUT', memberPath(m.id, 'active'), StaffMemberReplySchema, { active: true });
      list.reload();
    } catch (err) {
      setError(errorText(err));
    }
  };
  const columns: Column<StaffMemberWire>[] = [
    { key: 'name', header: t('col_name'), cell: (m) => m.name },
    { key: 'email', header: t('col_email'), cell: (m) => m.email },
    { key: 'roles', header: t('col_roles'), cell: (m) => m.roles.map((role) => tc(`role_${role}`)).join(', ') },
    { key: 'state', header: t('col_state'), cell: (m) => (m.active ? t('active') : t('disabled')) },
    { key: 'since', header: t('col_since'), cell: (m) => dateTime(m.createdAt) },
    {
      key: 'actions',
      header: t('col_actions'),
      cell: (m) => (
        <div className="bo-actions">
          <button type="button" className="kk-button kk-button--ghost" onClick={() => setEditing(m)}>{t('edit_roles', { name: m.name })}</button>
          {m.id === me.id ? null : m.active ? (
            <button type="button" className="kk-button kk-button--ghost" onClick={() => setConfirming({ member: m, kind: 'disable' })}>{t('disable', { name: m.name })}</button>
          ) : (
            <button type="button" className="kk-button kk-button--ghost" onClick={() => void enable(m)}>{t('enable', { name: m.name })}</button>
          )}
          {m.id === me.id ? null : (
            <button type="button" className="kk-button kk-button--ghost" onClick={() => setConfirming({ member: m, kind: 'reset' })}>{t('reset', { name: m.name })}</button>
          )}
        </div>
      ),
    },
  ];
  return (
    <section>
      <ScreenHeading>{t('heading')}</ScreenHeading>
      <ErrorNote message={error} />
      <Loaded state={list} reload={list.reload}>
        {(data) => <DataTable caption={t('caption')} columns={columns} rows={data.data} rowKey={(m) => m.id} />}
      </Loaded>
      <NewMember onCreated={list.reload} onSecret={setSecret} />
      {confirming ? (
        <ConfirmDialog
          title={t(confirming.kind === 'disable' ? 'disable_heading' : 'reset_heading', { name: confirming.member.name })}
          text={<p>{t(confirming.kind === 'disable' ? 'disable_text' : 'reset_text')}</p>}
          confirmLabel={t(confirming.kind === 'disable' ? 'disable' : 'reset', { name: confirming.member.name })}
          onCancel={() => setConfirming(null)}
          onConfirm={async () => {
            const { member, kind } = confirming;
            if (kind === 'disable') {
              await staffCall('PUT', memberPath(member.id, 'active'), StaffMemberReplySchema, { active: false });
            } else {
              const reply = await staffCall('POST', memberPath(member.id, 'authenticator'), StaffCreatedReplySchema);
              setSecret({ name: member.name, secret: reply.meta.totpSecret, uri: reply.meta.totpUri, heading: t('reset_done_heading', { name: member.name }) });
            }
            setConfirming(null);
            list.reload();
          }}
        />
      ) : null}
      {secret ? <SecretDialog {...secret} onDone={() => setSecret(null)} /> : null}
      {editing ? (
        <RolesDialog
          member={editing}
          self={editing.id === me.id}
          onDone={() => (setEditing(null), list.reload())}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

function RoleChoices({ value, onChange, legend }: { value: readonly StaffRole[]; onChange: (roles: StaffRole[]) => void; legend: string }) {
  const tc = useT();
  return (
    <fieldset className="bo-roles">
      <legend>{legend}</legend>
      {STAFF_ROLES.map((role) => (
        <label key={role}>
          <input
            type="checkbox"
            checked={value.includes(role)}
            onChange={(event) => onChange(event.target.checked ? [...value, role] : value.filter((r) => r !== role))}
          />
          {tc(`role_${role}`)}
        </label>
      ))}
    </fieldset>
  );
}

function RolesDialog({ member, onDone, onCancel }: { member: StaffMemberWire; self: boolean; onDone: () => void; onCancel: () => void }) {
  const t = useT('staff');
  const tc = useT();
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await staffCall('PUT', `${STAFF_PATHS.staff}/${member.id}/roles`, StaffMemberReplySchema, { roles });
      onDone();
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };
  return (
    <Modal title={t('roles_heading', { name: member.name })} onCancel={onCancel}>
      <form className="bo-form" onSubmit={save}>
        <RoleChoices value={roles} onChange={setRoles} legend={t('col_roles')} />
        <p className="bo-hint">{t('roles_hint')}</p>
        <ErrorNote message={error} />
        <div className="bo-actions">
          <button type="submit" className="kk-button" disabled={busy || roles.length === 0}>{busy ? tc('saving') : t('save_roles')}</button>
          <button type="button" className="kk-button kk-button--ghost" onClick={onCancel}>{tc('cancel')}</button>
        </div>
      </form>
    </Modal>
  );
}

type Secret = { name: string; secret: string; uri: string; heading: string };

/** The authenticator secret, shown once, to hand over. */
function SecretDialog({ name, secret, uri, heading, onDone }: Secret & { onDone: () => void }) {
  const t = useT('staff');
  return (
    <Modal title={heading} onCancel={onDone}>
      <p>{t('created_text', { name })}</p>
      <dl>
        <dt>{t('created_secret')}</dt>
        <dd><code>{secret}</code></dd>
        <dt>{t('created_uri')}</dt>
        <dd><code className="bo-break">{uri}</code></dd>
      </dl>
      <button type="button" className="kk-button" autoFocus onClick={onDone}>{t('done')}</button>
    </Modal>
  );
}

function NewMember({ onCreated, onSecret }: { onCreated: () => void; onSecret: (secret: Secret) => void }) {
  const t = useT('staff');
  const tc = useT();
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const reply = await staffCall('POST', STAFF_PATHS.staff, StaffCreatedReplySchema, { ...form, roles });
      onSecret({ name: reply.data.name, secret: reply.meta.totpSecret, uri: reply.meta.totpUri, heading: t('created_heading', { name: reply.data.name }) });
      setForm({ name: '', email: '', password: '' });
      setRoles([]);
      onCreated();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const field = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });
  return (
    <section aria-labelledby="bo-new-member">
      <h2 id="bo-new-member">{t('new_heading')}</h2>
      <form className="bo-form" onSubmit={submit}>
        <label>{t('new_name')}<input required maxLength={100} value={form.name} onChange={field('name')} /></label>
        <label>{t('new_email')}<input type="email" required maxLength={254} value={form.email} onChange={field('email')} /></label>
        <label>{t('new_password')}<input type="password" autoComplete="new-password" required minLength={12} value={form.password} onChange={field('password')} /></label>
        <RoleChoices value={roles} onChange={setRoles} legend={t('new_roles')} />
        <ErrorNote message={error} />
        <button type="submit" className="kk-button" disabled={busy || roles.length === 0}>{busy ? tc('saving') : t('create')}</button>
      </form>
    </section>
  );
}
