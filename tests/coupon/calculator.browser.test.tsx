/**
 * The betting calculator component (coupon-parcel/src/calculator/Calculator.tsx) with its
 * `calculator` texts and the shared `bets` terms, driven through its real controls found by their
 * labels; figures are read from the polite live region. Expected figures are worked by hand in the
 * comments. (The parcel around it, its lazy chunk and the information page that mounts it are
 * covered by tests/information/betting-calculator-page.browser.test.tsx and
 * tests/e2e/betting-calculator.e2e.ts.)
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { loadBetTexts } from '@kickoff/platform-wallet';
import { setLanguage } from '../../platform/src/stores/language';
import { setGlobalSetting } from '../../platform/src/stores/global-settings';
import { Calculator } from '../../coupon-parcel/src/calculator/Calculator';
import { resetPlatformState } from '../support/platform-state';
import { equal, ok } from '../support/assert';
import { mountRoot, unmountRoot } from '../support/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('betting calculator', () => {
  let host: HTMLElement;
  let root: Root;

  const collapse = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  /** The control whose label reads `text` (visually hidden parts included, as a screen reader reads it). */
  const control = (text: string): HTMLInputElement | HTMLSelectElement => {
    const label = [...host.querySelectorAll('label')].find((l) => collapse(l.textContent) === text);
    const el = label?.control;
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement)) {
      throw new Error(`no control labelled "${text}"; labels: ${[...host.querySelectorAll('label')].map((l) => collapse(l.textContent)).join(' | ')}`);
    }
    return el;
  };
  const button = (name: string): HTMLButtonElement => {
    const found = [...host.querySelectorAll('button')].find((b) => collapse(b.getAttribute('aria-label') ?? b.textContent) === name);
    if (!found) throw new Error(`no button "${name}"`);
    return found;
  };
  /** Types into a text field or picks an option, the way the browser reports a player's change. */
  const set = (el: HTMLInputElement | HTMLSelectElement, value: string) =>
    act(() => {
      const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
      el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    });
  /** Picks the option whose text is `text`. */
  const choose = (select: HTMLInputElement | HTMLSelectElement, text: string) => {
    if (!(select instanceof HTMLSelectElement)) throw new Error('not a select');
    const option = [...select.options].find((o) => collapse(o.textContent) === text);
    if (!option) throw new Error(`no option "${text}"; options: ${[...select.options].map((o) => o.textContent).join(' | ')}`);
    set(select, option.value);
  };
  const click = (el: HTMLElement) => act(() => el.click());
  const odds = (n: number) => control(`Odds, selection ${n}`);
  const result = (n: number) => control(`Result, selection ${n}`);
  const live = (): HTMLElement => {
    const region = host.querySelector<HTMLElement>('[role="status"][aria-live="polite"]');
    if (!region) throw new Error('no live region');
    return region;
  };
  /** A figure of the result by its term ("Possible win"), or null when it is not shown. */
  const figure = (term: string): string | null => {
    const dt = [...live().querySelectorAll('dt')].find((d) => collapse(d.textContent) === term);
    return dt ? collapse(dt.nextElementSibling?.textContent) : null;
  };
  /** The text of the element(s) a control's aria-describedby names. */
  const description = (el: Element): string =>
    (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean).map((id) => collapse(document.getElementById(id)?.textContent)).join(' ');
  const fillOdds = (values: readonly string[]) => values.forEach((value, i) => set(odds(i + 1), value));
  /** Sets the results of selections 1, 2, … by their names. */
  const settleAs = (names: readonly string[]) => names.forEach((name, i) => choose(result(i + 1), name));
  /** The three figures of a several-line coupon: lines, stake per line, possible win. */
  const lineFigures = () => [figure('Lines'), figure('Stake per line'), figure('Possible win')].join(' | ');
  const addSelections = (total: number) => {
    while (host.querySelectorAll('li[data-selection]').length < total) click(button('Add a selection'));
  };

  beforeEach(async () => {
    act(() => resetPlatformState());
    setLanguage('en');
    await loadBetTexts(); // the `bets` terms and every registered namespace, `calculator` too
    ({ host, root } = mountRoot());
    act(() => root.render(<Calculator />));
  });

  afterEach(() => {
    unmountRoot({ host, root });
  });

  it('an express of 2.6 × 3.5 × 1.2 for 10 may win 109.20, and pays nothing once a selection loses', () => {
    equal(collapse((control('Coupon type') as HTMLSelectElement).selectedOptions[0]?.textContent), 'Express');
    click(button('Add a selection'));
    equal(document.activeElement, odds(3), 'the new selection’s odds field gets the focus');
    fillOdds(['2.6', '3.5', '1.2']);
    set(control('Stake'), '10');
    // 2.6 × 3.5 × 1.2 = 10.92; 10 × 10.92 = 109.2. One line: no lines or stake per line.
    equal(figure('Coupon odds'), '10.92');
    equal(figure('Possible win'), '109.20');
    equal(figure('Lines'), null);
    equal(figure('Payout'), null, 'no payout while the results are not in');
    ok(collapse(live().textContent).includes('The payout shows once every selection has a result.'));

    settleAs(['Won', 'Won', 'Lost']);
    equal(figure('Payout'), '0.00');
    equal(figure('Profit'), '-10.00');
    choose(result(3), 'Returned');
    // 2.6 × 3.5 × 1 = 9.1 → 91.00, profit 81.00.
    equal(figure('Payout'), '91.00');
    equal(figure('Profit'), '81.00');
  });

  it('a system 2/3 for 30 plays 3 lines of 10; a banker plays in every line', () => {
    choose(control('Coupon type'), 'System');
    // Two selections are too few: the error names the type and sits next to the type select.
    const type = control('Coupon type');
    equal(type.getAttribute('aria-invalid'), 'true');
    equal(description(type), 'System: at least 3 selections are needed; add a selection.');
    addSelections(3);
    equal(type.getAttribute('aria-invalid'), null);
    equal(collapse((control('System') as HTMLSelectElement).selectedOptions[0]?.textContent), 'System 2 of 3, lines: 3');
    fillOdds(['2', '3', '4']);
    set(control('Stake'), '30');
    // Lines 2×3, 2×4, 3×4 at 10 each: (6 + 8 + 12) × 10 = 260.
    equal(lineFigures(), '3 | 10.00 | 260.00');
    settleAs(['Won', 'Won', 'Lost']);
    equal(figure('Payout'), '60.00', 'only the line 2 × 3 wins: 6 × 10');
    equal(figure('Profit'), '30.00');

    // A fourth selection at 1.5 as a banker: still 2 of the 3 others per line, each line × 1.5.
    addSelections(4);
    set(odds(4), '1.5');
    click(control('Banker, selection 4'));
    equal(collapse((control('System') as HTMLSelectElement).selectedOptions[0]?.textContent), 'System 2 of 3 + bankers: 1, lines: 3');
    equal(figure('Possible win'), '390.00', '260 × 1.5');
    equal(figure('Payout'), null, 'the banker has no result yet');
  });

  it('a Lucky 15 with a returned and a lost selection pays the lines that stand', () => {
    choose(control('Coupon type'), 'Lucky');
    addSelections(4);
    fillOdds(['2', '3', '4', '1.5']);
    set(control('Stake'), '15');
    // 15 lines of 1: e1 + e2 + e3 + e4 of (2, 3, 4, 1.5) = 10.5 + 39.5 + 63 + 36 = 149.
    equal(lineFigures(), '15 | 1.00 | 149.00');
    settleAs(['Won', 'Won', 'Returned', 'Lost']);
    // Counted at (2, 3, 1, 0): e1 = 6, e2 = 6 + 2 + 3 = 11, e3 = 6, e4 = 0 → 23.
    equal(figure('Payout'), '23.00');
    equal(figure('Profit'), '8.00');
  });

  it('says what is wrong next to the field: odds below 1.01, not odds, an empty stake, a patent without 3 selections', () => {
    act(() => odds(1).focus());
    act(() => odds(2).focus());
    equal(odds(1).getAttribute('aria-invalid'), null, 'leaving an empty field untouched is no error');
    set(odds(1), '1.005');
    equal(odds(1).getAttribute('aria-invalid'), 'true');
    equal(description(odds(1)), 'Odds must be at least 1.01.');
    set(odds(1), 'abc');
    equal(description(odds(1)), 'These are not odds. Example: 1.85.');
    set(odds(1), '2');
    equal(odds(1).getAttribute('aria-invalid'), null);
    equal(odds(1).getAttribute('aria-describedby'), null);

    set(control('Stake'), '5');
    set(control('Stake'), '');
    equal(control('Stake').getAttribute('aria-invalid'), 'true');
    equal(description(control('Stake')), 'Enter the stake.');
    set(control('Stake'), '1.234');
    ok(description(control('Stake')).startsWith('Enter an amount above 0 with at most 2 decimals'));
    ok(collapse(live().textContent).includes('Enter the odds of every selection and the stake to see the result.'));

    choose(control('Coupon type'), 'Patent');
    equal(description(control('Coupon type')), 'Patent: the number of selections must be 3.');
    addSelections(3);
    equal(button('Add a selection').disabled, true, 'a patent takes no fourth selection');
    equal(control('Coupon type').getAttribute('aria-invalid'), null);
  });

  it('offers every coupon type and every bet status by name', () => {
    const types = [...(control('Coupon type') as HTMLSelectElement).options].map((o) => collapse(o.textContent));
    equal(types.join(' | '), 'Single | Express | System | Chain | Multi-bet | Conditional bet | Anti-express | Lucky | Patent | Multiple singles');
    const statuses = [...(result(1) as HTMLSelectElement).options].map((o) => `${o.value} ${collapse(o.textContent)}`);
    equal(
      statuses.join(' | '),
      '-2 Not settled | -1 Game not started | 0 Lost | 1 Won | 2 Returned | 3 Forced return | 4 Half won, half returned | 5 Half lost, half returned | 6 Half lost, half won',
    );
  });

  it('reads and rewrites odds in the player’s coefficient view', () => {
    fillOdds(['2.6', '3.5']);
    set(control('Stake'), '10');
    equal(figure('Possible win'), '91.00');
    act(() => setGlobalSetting('coefViewId', 2)); // American
    equal(odds(1).value, '+160', 'the typed odds follow the view');
    equal(odds(2).value, '+250');
    equal(figure('Coupon odds'), '+810');
    equal(figure('Possible win'), '91.00', 'the same coupon');
    set(odds(2), '-200'); // 1.5
    equal(figure('Possible win'), '39.00', '10 × 2.6 × 1.5');
  });

  it('removes a selection with its button and keeps the keyboard focus on the list', () => {
    addSelections(3);
    fillOdds(['2', '3', '4']);
    click(button('Remove selection 2'));
    equal(host.querySelectorAll('li[data-selection]').length, 2);
    equal(odds(2).value, '4', 'the later selection moves up');
    equal(document.activeElement, button('Add a selection'));
  });
});
