/**
 * The office `settings` screen (account spec §2 "Office settings", §3 "Office settings" and "Mailing
 * settings", §5, §8): grouped sections whose controls save on change, one setting by id and value. A
 * failed save puts the control back unless the request was cancelled (save-rule.ts); the errors shown
 * are the server's own messages of status-2 refusals first, else `main_query_error`, at most 3; a
 * save shows `main_save_success`. Also the disallowed line and live sports (saved together), favourite
 * teams from the feed, the promo-code check, wallets, club points and the e-mail confirmation mail.
 */
import './setup';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { $language, formatMoney, messageText, useStore, useT } from '@kickoff/platform';
import { MAX_FAVORITE_TEAMS, SETTING_GROUPS, SETTINGS, SETTING_IDS, type OfficeSettings, type SettingGroup, type SettingId, type SettingValues, type Team } from '../contracts/settings';
import { checkPromoCode, fetchSettings, fetchTeams, requestEmailConfirmation, saveDisallowedSports, saveFavoriteTeams, saveSetting } from './api';
import { saveErrors, settledValue, visibleErrors, type ShownError } from './save-rule';

const ns = (key: string): string => `office-settings:${key}`;

type LoadState = { status: 'loading' } | { status: 'ready'; data: OfficeSettings } | { status: 'error' };

function valuesOf(data: OfficeSettings): SettingValues {
  return {
    ...data.commonSettings,
    ...data.otherSettings,
    ...data.notificationSettings,
    ...data.cashbackSetting,
    ...data.bonusSetting,
    ...data.firstDepositBonusSetting,
    ...data.promoSetting,
    ...data.mailingSettings,
    show_club_points: data.showClubPoints ? 1 : 0,
  };
}

const isFlag = (id: SettingId): boolean => SETTINGS[id].values.length === 2 && SETTINGS[id].values[0] === 0 && SETTINGS[id].values[1] === 1;
const sameList = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** The save messages of the screen: errors by priority (at most 3) and the success note. */
function useSaveFeedback() {
  const [errors, setErrors] = useState<ShownError[]>([]);
  const [saved, setSaved] = useState(0);
  const report = useCallback((err: unknown) => {
    // Account spec §8: a failed settings save is logged; the value reverts and the reason is shown.
    console.error('office settings: a save failed', err);
    const shown = saveErrors(err);
    if (shown.length === 0) return;
    setSaved(0);
    setErrors((list) => visibleErrors([...shown, ...list]));
  }, []);
  const succeeded = useCallback(() => {
    setErrors([]);
    setSaved((n) => n + 1);
  }, []);
  return { errors, saved, report, succeeded };
}

function Messages({ errors, saved }: { errors: readonly ShownError[]; saved: number }) {
  const t = useT();
  return (
    <div className="kk-settings__messages">
      <div role="alert" aria-label={t(ns('errors_label'))}>
        {errors.map((error) => (
          <p key={error.text} className="kk-form-error" data-priority={error.priority}>{messageText(t, error.text)}</p>
        ))}
      </div>
      <div role="status" aria-live="polite">
        {saved > 0 && errors.length === 0 && <p className="kk-settings__success" key={saved}>{t('main_save_success')}</p>}
      </div>
    </div>
  );
}

function SettingControl({ id, value, busy, onChange }: { id: SettingId; value: number; busy: boolean; onChange: (id: SettingId, value: number) => void }) {
  const t = useT();
  const selectId = useId();
  if (isFlag(id)) {
    return (
      <label className="kk-check">
        <input type="checkbox" name={id} checked={value === 1} aria-busy={busy} onChange={(e) => onChange(id, e.currentTarget.checked ? 1 : 0)} />
        {t(ns(`setting_${id}`))}
      </label>
    );
  }
  return (
    <div className="kk-settings__row">
      <label htmlFor={selectId}>{t(ns(`setting_${id}`))}</label>
      <select id={selectId} name={id} value={value} aria-busy={busy} onChange={(e) => onChange(id, Number(e.currentTarget.value))}>
        {SETTINGS[id].values.map((option) => (
          <option key={option} value={option}>{t(ns(`setting_${id}_${option}`))}</option>
        ))}
      </select>
    </div>
  );
}

function PromoCheck({ report }: { report: (err: unknown) => void }) {
  const t = useT();
  const inputId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ code: string; title: string } | null>(null);
  const [errors, setErrors] = useState<ShownError[]>([]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setBusy(true);
    setResult(null);
    setErrors([]);
    try {
      setResult(await checkPromoCode(code.trim()));
    } catch (err) {
      const shown = saveErrors(err);
      if (shown.some((e) => e.priority === 1)) setErrors(visibleErrors(shown));
      else report(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="kk-settings__row" onSubmit={(e) => void submit(e)}>
      <label htmlFor={inputId}>{t(ns('promo_code'))}</label>
      <input id={inputId} type="text" name="promoCode" autoComplete="off" maxLength={32} value={code} onChange={(e) => setCode(e.currentTarget.value)} />
      <button type="submit" className="kk-button" disabled={busy || !code.trim()}>{busy ? t(ns('promo_checking')) : t(ns('promo_check'))}</button>
      <div role="status" aria-live="polite">
        {result && <p className="kk-settings__success">{t(ns('promo_valid'), { code: result.code, title: result.title })}</p>}
        {errors.map((e) => <p key={e.text} className="kk-form-error">{messageText(t, e.text)}</p>)}
      </div>
    </form>
  );
}

function Sports({ data, report, succeeded }: { data: OfficeSettings; report: (err: unknown) => void; succeeded: () => void }) {
  const t = useT();
  const [lists, setLists] = useState({ line: data.lineDisallowSports, live: data.liveDisallowSports });
  const listsRef = useRef(lists);
  listsRef.current = lists;
  const shown = data.sports.filter((sport) => data.lineSports.includes(sport.id) || data.liveSports.includes(sport.id));
  const toggle = async (kind: 'line' | 'live', sportId: number, hide: boolean) => {
    const previous = listsRef.current;
    const list = previous[kind].filter((id) => id !== sportId);
    const next = { ...previous, [kind]: (hide ? [...list, sportId] : list).sort((a, b) => a - b) };
    setLists(next);
    try {
      const saved = await saveDisallowedSports(next.line, next.live);
      setLists((current) => (current === next ? { line: saved.lineDisallowSports, live: saved.liveDisallowSports } : current));
      succeeded();
    } catch (err) {
      setLists((current) => ({
        line: settledValue(current.line, next.line, previous.line, err, sameList),
        live: settledValue(current.live, next.live, previous.live, err, sameList),
      }));
      report(err);
    }
  };
  if (shown.length === 0) return <p className="kk-muted">{t(ns('sports_empty'))}</p>;
  return (
    <>
      <p className="kk-muted">{t(ns('sports_hint'))}</p>
      <table className="kk-settings__sports">
        <thead>
          <tr><th scope="col">{t(ns('sport_column'))}</th><th scope="col">{t(ns('sport_hide_line'))}</th><th scope="col">{t(ns('sport_hide_live'))}</th></tr>
        </thead>
        <tbody>
          {shown.map((sport) => (
            <tr key={sport.id} data-sport-id={sport.id}>
              <th scope="row">{sport.name}</th>
              <td><input type="checkbox" aria-label={t(ns('sport_hide_line_of'), { sport: sport.name })} checked={lists.line.includes(sport.id)} onChange={(e) => void toggle('line', sport.id, e.currentTarget.checked)} /></td>
              <td><input type="checkbox" aria-label={t(ns('sport_hide_live_of'), { sport: sport.name })} checked={lists.live.includes(sport.id)} onChange={(e) => void toggle('live', sport.id, e.currentTarget.checked)} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function FavoriteTeams({ data, report, succeeded }: { data: OfficeSettings; report: (err: unknown) => void; succeeded: () => void }) {
  const t = useT();
  const sportSelect = useId();
  const teamSelect = useId();
  const [favorites, setFavorites] = useState<Team[]>(data.favoriteTeams);
  const [sportId, setSportId] = useState<number | null>(data.lineSports[0] ?? null);
  const [teams, setTeams] = useState<Team[] | null>(null);
  const [teamId, setTeamId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (sportId === null) return;
    let live = true;
    setTeams(null);
    fetchTeams(sportId).then(
      (list) => {
        if (!live) return;
        setTeams(list);
        setTeamId(list[0]?.id ?? null);
      },
      (err: unknown) => {
        if (!live) return;
        setTeams([]);
        report(err);
      },
    );
    return () => {
      live = false;
    };
  }, [sportId, report]);
  const save = async (ids: number[]) => {
    setBusy(true);
    try {
      setFavorites(await saveFavoriteTeams(ids));
      succeeded();
    } catch (err) {
      report(err);
    } finally {
      setBusy(false);
    }
  };
  const sports = data.sports.filter((sport) => data.lineSports.includes(sport.id));
  const full = favorites.length >= MAX_FAVORITE_TEAMS;
  return (
    <>
      {favorites.length === 0 ? (
        <p className="kk-muted">{t(ns('teams_empty'))}</p>
      ) : (
        <ul className="kk-settings__list" aria-label={t(ns('group_teams'))}>
          {favorites.map((team) => (
            <li key={team.id}>
              <span>{team.name}</span>
              <button type="button" className="kk-button kk-button--ghost" disabled={busy} aria-label={t(ns('teams_remove'), { team: team.name })} onClick={() => void save(favorites.filter((f) => f.id !== team.id).map((f) => f.id))}>×</button>
            </li>
          ))}
        </ul>
      )}
      <div className="kk-settings__row">
        <label htmlFor={sportSelect}>{t(ns('teams_sport'))}</label>
        <select id={sportSelect} value={sportId ?? ''} onChange={(e) => setSportId(Number(e.currentTarget.value))}>
          {sports.map((sport) => <option key={sport.id} value={sport.id}>{sport.name}</option>)}
        </select>
        <label htmlFor={teamSelect}>{t(ns('teams_team'))}</label>
        <select id={teamSelect} value={teamId ?? ''} disabled={teams === null} aria-busy={teams === null} onChange={(e) => setTeamId(Number(e.currentTarget.value))}>
          {teams === null ? <option value="">{t(ns('teams_loading'))}</option> : teams.map((team) => <option key={team.id} value={team.id}>{team.name}</option>)}
        </select>
        <button type="button" className="kk-button" disabled={busy || full || teamId === null || favorites.some((f) => f.id === teamId)} onClick={() => teamId !== null && void save([...favorites.map((f) => f.id), teamId])}>
          {t(ns('teams_add'))}
        </button>
      </div>
      {full && <p className="kk-muted">{t(ns('teams_max'), { count: MAX_FAVORITE_TEAMS })}</p>}
    </>
  );
}

function EmailConfirmation({ data, report }: { data: OfficeSettings; report: (err: unknown) => void }) {
  const t = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!data.email) return <p className="kk-muted">{t(ns('email_none'))}</p>;
  const send = async () => {
    setBusy(true);
    try {
      setSentTo(await requestEmailConfirmation());
    } catch (err) {
      report(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="kk-settings__row">
      <span>{t(ns('email_label'), { email: data.email })}</span>
      <span className="kk-muted">{data.emailVerified ? t(ns('email_verified')) : t(ns('email_not_verified'))}</span>
      {!data.emailVerified && (
        <button type="button" className="kk-button kk-button--ghost" disabled={busy} onClick={() => void send()}>{t(ns('email_send'))}</button>
      )}
      <span role="status" aria-live="polite">{sentTo && t(ns('email_sent'), { email: sentTo })}</span>
    </div>
  );
}

function SettingsForm({ data }: { data: OfficeSettings }) {
  const t = useT();
  const lang = useStore($language);
  const { errors, saved, report, succeeded } = useSaveFeedback();
  const [values, setValues] = useState<SettingValues>(() => valuesOf(data));
  const [pending, setPending] = useState<ReadonlySet<SettingId>>(new Set());
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const change = async (id: SettingId, value: number) => {
    const previous = valuesRef.current[id];
    setValues((current) => ({ ...current, [id]: value }));
    setPending((set) => new Set(set).add(id));
    try {
      await saveSetting(id, value);
      succeeded();
    } catch (err) {
      setValues((current) => ({ ...current, [id]: settledValue(current[id], value, previous, err) }));
      report(err);
    } finally {
      setPending((set) => {
        const next = new Set(set);
        next.delete(id);
        return next;
      });
    }
  };
  const onChange = (id: SettingId, value: number) => void change(id, value);
  const controls = (group: SettingGroup) =>
    SETTING_IDS.filter((id) => SETTINGS[id].group === group).map((id) => <SettingControl key={id} id={id} value={values[id]} busy={pending.has(id)} onChange={onChange} />);

  return (
    <>
      <Messages errors={errors} saved={saved} />
      {pending.size > 0 && <p className="kk-settings__saving" aria-hidden="true">{t(ns('saving'))}</p>}
      {SETTING_GROUPS.map((group) => (
        <fieldset key={group} className="kk-settings__group" data-group={group}>
          <legend>{t(ns(`group_${group}`))}</legend>
          {group === 'clubPoints' && (
            <>
              <p>{t(ns('points_accumulated'), { points: data.pointsAccumulated })}</p>
              <p className="kk-muted">{t(ns('points_rule'))}</p>
            </>
          )}
          {controls(group)}
          {group === 'promo' && data.showPromoCodeCheck && <PromoCheck report={report} />}
          {group === 'mailing' && <EmailConfirmation data={data} report={report} />}
        </fieldset>
      ))}
      {data.showWallets && (
        <fieldset className="kk-settings__group" data-group="wallets">
          <legend>{t(ns('group_wallets'))}</legend>
          <ul className="kk-settings__list">
            {data.wallets.map((wallet) => (
              <li key={wallet.id} data-wallet-id={wallet.id}>
                <span>{t(ns(wallet.walletAttributes.title_translation_key))}</span>
                <span>{formatMoney(wallet.money, wallet.iso, lang)}</span>
                {wallet.isActive && <span className="kk-muted">({t(ns('wallet_active'))})</span>}
              </li>
            ))}
          </ul>
          <p className="kk-muted">{t(ns('currencies_available'), { list: data.availableCurrencies.map((c) => c.iso).join(', ') })}</p>
        </fieldset>
      )}
      <fieldset className="kk-settings__group" data-group="sports">
        <legend>{t(ns('group_sports'))}</legend>
        <Sports data={data} report={report} succeeded={succeeded} />
      </fieldset>
      {data.showFavoriteTeams && (
        <fieldset className="kk-settings__group" data-group="teams">
          <legend>{t(ns('group_teams'))}</legend>
          <FavoriteTeams data={data} report={report} succeeded={succeeded} />
        </fieldset>
      )}
    </>
  );
}

export function OfficeSettingsScreen() {
  const t = useT();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchSettings(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        // Account spec §8: a failed settings load is logged (and the screen offers a retry).
        console.error('office settings: the load failed', err);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  return (
    <section className="kk-card kk-settings" aria-labelledby="kk-settings-title" aria-busy={state.status === 'loading'}>
      <h1 id="kk-settings-title" className="kk-page-title">{t(ns('title'))}</h1>
      {state.status === 'loading' && <p role="status">{t(ns('loading'))}</p>}
      {state.status === 'error' && (
        <div role="alert">
          <p className="kk-form-error">{t(ns('load_error'))}</p>
          <button type="button" className="kk-button" onClick={() => setAttempt((n) => n + 1)}>{t(ns('retry'))}</button>
        </div>
      )}
      {state.status === 'ready' && <SettingsForm data={state.data} />}
    </section>
  );
}
