/** Cash terminals (`information/cash_terminals/{query?}`): where players deposit and collect cash. */
export interface TerminalSeed {
  id: number;
  city: { ru: string; en: string };
  address: { ru: string; en: string };
  hours: string;
  payouts: boolean;
}

const t = (id: number, cityRu: string, cityEn: string, addressRu: string, addressEn: string, hours: string, payouts: boolean): TerminalSeed => ({
  id, city: { ru: cityRu, en: cityEn }, address: { ru: addressRu, en: addressEn }, hours, payouts,
});

export const TERMINALS_SEED: readonly TerminalSeed[] = [
  t(1, 'Москва', 'Moscow', 'ул. Тверская, 12', '12 Tverskaya St', '00:00–24:00', true),
  t(2, 'Москва', 'Moscow', 'Ленинградский пр-т, 80', '80 Leningradsky Ave', '09:00–23:00', true),
  t(3, 'Москва', 'Moscow', 'ул. Профсоюзная, 56', '56 Profsoyuznaya St', '10:00–22:00', false),
  t(4, 'Санкт-Петербург', 'Saint Petersburg', 'Невский пр-т, 88', '88 Nevsky Ave', '00:00–24:00', true),
  t(5, 'Санкт-Петербург', 'Saint Petersburg', 'ул. Савушкина, 21', '21 Savushkina St', '10:00–22:00', false),
  t(6, 'Казань', 'Kazan', 'ул. Баумана, 44', '44 Baumana St', '09:00–23:00', true),
  t(7, 'Екатеринбург', 'Yekaterinburg', 'ул. Малышева, 30', '30 Malysheva St', '09:00–22:00', true),
  t(8, 'Новосибирск', 'Novosibirsk', 'Красный пр-т, 25', '25 Krasny Ave', '09:00–22:00', false),
  t(9, 'Нижний Новгород', 'Nizhny Novgorod', 'ул. Большая Покровская, 9', '9 Bolshaya Pokrovskaya St', '10:00–22:00', true),
  t(10, 'Самара', 'Samara', 'ул. Ленинградская, 54', '54 Leningradskaya St', '10:00–21:00', false),
  t(11, 'Ростов-на-Дону', 'Rostov-on-Don', 'ул. Большая Садовая, 70', '70 Bolshaya Sadovaya St', '09:00–23:00', true),
  t(12, 'Краснодар', 'Krasnodar', 'ул. Красная, 120', '120 Krasnaya St', '09:00–22:00', true),
];
