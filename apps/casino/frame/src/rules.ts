/**
 * The rules card: a `<details>` with the return to player, the facts of the game (rows that pay
 * nothing and have no chance) as a list, and the paytable rows as a table of label, multiplier and
 * chance; with real money, the maximum win per round. The labels arrive in English; the texts
 * translate the ones they know.
 */
import type { RulesResponse } from '../../src/contracts/play';
import { h } from './dom';
import type { Formats } from './format';
import type { Texts } from './i18n';

export function rulesPanel(rules: RulesResponse, t: Texts, f: Formats): HTMLDetailsElement {
  const facts = rules.rows.filter((row) => row.x100 === 0 && row.chance === undefined && !/^Return to player/.test(row.label));
  const pays = rules.rows.filter((row) => row.x100 > 0 || row.chance !== undefined);
  const table = h(
    'table',
    { class: 'paytable' },
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t.rulesCombination), h('th', { scope: 'col' }, t.rulesPays), h('th', { scope: 'col' }, t.rulesChance))),
    h(
      'tbody',
      {},
      ...pays.map((row) =>
        h('tr', {}, h('th', { scope: 'row' }, t.ruleLabel(row.label)), h('td', {}, f.multiplier(row.x100)), h('td', {}, row.chance === undefined ? '—' : f.percent(row.chance))),
      ),
    ),
  );
  return h(
    'details',
    { class: 'rules' },
    h('summary', {}, t.rules),
    h('p', { class: 'rtp' }, t.rtp(f.percent(rules.rtp))),
    rules.maxWin !== undefined && h('p', { class: 'max-win' }, t.maxWin(f.money(rules.maxWin))),
    facts.length > 0 && h('ul', { class: 'facts' }, ...facts.map((row) => h('li', {}, t.ruleLabel(row.label)))),
    pays.length > 0 && h('div', { class: 'paytable-scroll' }, table),
  );
}
