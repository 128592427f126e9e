/**
 * The betting calculator as a guest: information/betting-calculator mounts the coupon module's
 * `calculator` parcel (its code and texts load on this page only) and works out an express.
 */
import { expect, test } from '@playwright/test';
import { expectPage } from './support';

test.describe('betting calculator', () => {
  test('a guest works out an express of 2.6 × 3.5 × 1.2 for 10: possible win 109,20, then its payout', async ({ page }) => {
    await page.goto('/ru/information/betting-calculator');
    await expectPage(page, 'information-betting-calculator', 'main');
    await expect(page.getByRole('heading', { level: 1, name: 'Калькулятор ставок' })).toBeVisible();
    const calculator = page.locator('[data-parcel="calculator"]');
    await expect(calculator.getByLabel('Тип купона')).toHaveValue('1'); // express

    await calculator.getByRole('button', { name: 'Добавить событие' }).click();
    await expect(calculator.getByLabel('Коэффициент, событие 3')).toBeFocused();
    await calculator.getByLabel('Коэффициент, событие 1').fill('2.6');
    await calculator.getByLabel('Коэффициент, событие 2').fill('3,5'); // a decimal comma is fine
    await calculator.getByLabel('Коэффициент, событие 3').fill('1.2');
    await calculator.getByLabel('Сумма ставки').fill('10');

    const result = calculator.getByRole('status');
    await expect(result).toHaveAttribute('aria-live', 'polite');
    await expect(result.locator('[data-figure="coef"]')).toHaveText('10.92');
    await expect(result.locator('[data-figure="possible-win"]')).toHaveText('109,20');
    await expect(result).toContainText('Выплата появится, когда у каждого события будет результат.');

    await calculator.getByLabel('Результат, событие 1').selectOption({ label: 'Выигрыш' });
    await calculator.getByLabel('Результат, событие 2').selectOption({ label: 'Выигрыш' });
    await calculator.getByLabel('Результат, событие 3').selectOption({ label: 'Возврат' });
    await expect(result.locator('[data-figure="payout"]')).toHaveText('91,00');
    await expect(result.locator('[data-figure="profit"]')).toHaveText('81,00');

    await calculator.getByLabel('Коэффициент, событие 1').fill('1');
    await expect(calculator.getByLabel('Коэффициент, событие 1')).toHaveAttribute('aria-invalid', 'true');
    await expect(calculator.getByText('Коэффициент должен быть не меньше 1.01.')).toBeVisible();
    await expect(result).toContainText('Введите коэффициенты всех событий и сумму ставки');
  });
});
