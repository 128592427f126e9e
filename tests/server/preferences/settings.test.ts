/** Office settings: read, save by id and value (every id, allowed and refused values), disallowed sports, favourite teams, promo-code check. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { SETTING_DEFAULTS, SETTING_IDS, SETTINGS } from '../../../office-parcel/src/contracts/settings';
import { UserConfigResponseSchema } from '../../../platform/src/schemas/auth';
import { DEMO, expectError } from '../identity/support';
import { startPreferences } from './support';

test('settings: defaults for a new reader, every section present; guests 401; a banned player may read but not save', async (t) => {
  const s = await startPreferences(t);
  const data = await s.settings();
  assert.equal(data.cashbackSetting.cashback_mode, SETTING_DEFAULTS.cashback_mode);
  assert.deepEqual(data.mailingSettings, {
    enable_mail_news: 1, enable_mail_deposit: 1, enable_mail_bets: 1, enable_sms_news: 0, bonus_type: 1, first_deposit_bonus_type: data.firstDepositBonusSetting.first_deposit_bonus_type,
  });
  assert.ok(data.sports.length > 0 && data.lineSports.length > 0, 'sports of the feed');
  assert.ok(data.wallets.some((w) => w.isActive && w.walletAttributes.title_translation_key === 'office_wallet_main'));
  assert.ok(data.availableCurrencies.some((c) => c.iso === 'RUB'));
  assert.equal((await s.player.get('office/settings')).statusCode, 401);
  const banned = await s.newBrowser();
  const bannedToken = await banned.signIn(DEMO.banned.email);
  assert.equal((await banned.get('office/settings', { token: bannedToken })).statusCode, 200);
  expectError(await banned.post('office/settings/save', { id: 'show_game_id', value: 1 }, { token: bannedToken }), 403, 'banned');
});

test('save: every setting id takes each allowed value and keeps it; values outside the list and unknown ids are refused with status 2', async (t) => {
  const s = await startPreferences(t);
  for (const id of SETTING_IDS) {
    for (const value of SETTINGS[id].values) {
      const res = await s.save(id, value);
      assert.equal(res.statusCode, 200, `${id}=${value}: ${res.body}`);
      assert.deepEqual(res.json(), { data: { id, value } });
    }
    const last = SETTINGS[id].values.at(-1);
    const data = await s.settings();
    const all: Record<string, number> = { ...data.commonSettings, ...data.otherSettings, ...data.notificationSettings, ...data.cashbackSetting, ...data.bonusSetting, ...data.firstDepositBonusSetting, ...data.promoSetting, ...data.mailingSettings, show_club_points: data.showClubPoints ? 1 : 0 };
    assert.equal(all[id], last, `${id} kept`);
    const refused = expectError(await s.save(id, 7), 422, 'invalid_setting_value');
    assert.equal(refused.source?.pointer, '/value');
    assert.equal((await s.save(id, 7)).json().errors[0].meta.status, 2);
    assert.equal(all[id], last);
  }
  expectError(await s.save('no_such_setting', 1), 422, 'unknown_setting');
  expectError(await s.save('__proto__', 1), 422, 'unknown_setting');
  expectError(await s.save('hide_balance', '1'), 400, 'invalid_body');
  expectError(await s.save('hide_balance', 0.5), 400, 'invalid_body');
  expectError(await s.player.post('office/settings/save', { id: 'hide_balance', value: 1, extra: 1 }, { token: s.token }), 400, 'invalid_body');
});

test('hide_balance and first_deposit_bonus_type are the user config fields; cashback mode 1 is points', async (t) => {
  const s = await startPreferences(t);
  assert.equal((await s.save('hide_balance', 1)).statusCode, 200);
  const config = v.parse(UserConfigResponseSchema, (await s.player.get('user/config', { token: s.token })).json());
  assert.equal(config.result?.user_hide_balance, true);
  assert.equal((await s.save('first_deposit_bonus_type', 2)).statusCode, 200);
  assert.equal(s.db().prepare<[number], { bonus_choice: number }>('SELECT bonus_choice FROM users WHERE id = ?').get(DEMO.demo.id)?.bonus_choice, 2);
  assert.equal((await s.save('cashback_mode', 1)).statusCode, 200);
  assert.equal((await s.settings()).cashbackSetting.cashback_mode, 1);
});

test('disallowed sports: deduplicated and sorted ascending, on the user config; unknown sports refused and nothing changes', async (t) => {
  const s = await startPreferences(t);
  const ids = (await s.settings()).sports.map((sport) => sport.id);
  const [a, b, c] = [...ids].sort((x, y) => y - x);
  assert.ok(a !== undefined && b !== undefined && c !== undefined);
  const res = await s.player.post('office/settings/disallowed-sports', { line: [a, b, a], live: [c] }, { token: s.token });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json().data, { lineDisallowSports: [b, a], liveDisallowSports: [c] });
  const config = v.parse(UserConfigResponseSchema, (await s.player.get('user/config', { token: s.token })).json()).result;
  assert.deepEqual(config?.disallow_line_sport, [b, a]);
  assert.deepEqual(config?.disallow_live_sport, [c]);
  expectError(await s.player.post('office/settings/disallowed-sports', { line: [999999], live: [] }, { token: s.token }), 422, 'unknown_sport');
  const after = await s.settings();
  assert.deepEqual([after.lineDisallowSports, after.liveDisallowSports], [[b, a], [c]]);
});

test('favourite teams: picked from the feed teams of a sport; unknown teams and more than 10 refused', async (t) => {
  const s = await startPreferences(t);
  const sport = (await s.settings()).lineSports[0];
  const teams = await s.player.get(`office/settings/teams?sportId=${sport}`, { token: s.token });
  assert.equal(teams.statusCode, 200, teams.body);
  const list = teams.json().data as { id: number; name: string }[];
  assert.ok(list.length >= 2);
  const picked = list.slice(0, 2).map((team) => team.id);
  const res = await s.player.post('office/settings/favorite-teams', { teamIds: picked }, { token: s.token });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual((await s.settings()).favoriteTeams.map((team) => team.id).sort(), [...picked].sort());
  expectError(await s.player.post('office/settings/favorite-teams', { teamIds: [99999999] }, { token: s.token }), 422, 'unknown_team');
  const eleven = Array.from({ length: 11 }, (_, i) => i + 1);
  expectError(await s.player.post('office/settings/favorite-teams', { teamIds: eleven }, { token: s.token }), 422, 'too_many_teams');
  expectError(await s.player.get('office/settings/teams?sportId=x', { token: s.token }), 400, 'invalid_parameter');
});

test('promo-code check against the wallet promo codes for the active account currency', async (t) => {
  const s = await startPreferences(t);
  const check = (code: string) => s.player.post('office/settings/promo-code/check?lng=en', { code }, { token: s.token });
  const ok = await check('kickoff2026');
  assert.equal(ok.statusCode, 200, ok.body);
  assert.deepEqual(ok.json().data, { code: 'KICKOFF2026', title: 'Kickoff 2026 season', currency: null });
  expectError(await check('SUMMER2025'), 422, 'invalid_promo_code');
  expectError(await check('NOSUCHCODE'), 422, 'invalid_promo_code');
  expectError(await check('DOLLAR10'), 422, 'invalid_promo_code');
});
