/** The support seed: the personal managers (idempotent); reset empties the support tables. */
import type { Db } from '../db/open';
import { createRequestStore } from './store/requests';
import { createTicketStore, type ManagerRow } from './store/tickets';

export const SEED_MANAGERS: readonly ManagerRow[] = [
  {
    id: 1,
    name: 'Мария Соколова',
    name_en: 'Maria Sokolova',
    email: 'm.sokolova@kickoff.test',
    phone: '+7 800 555-01-01',
    messenger: '@kickoff_maria',
    days: JSON.stringify([1, 2, 3, 4, 5]),
    hours_from: '09:00',
    hours_to: '18:00',
    timezone: 'Europe/Moscow',
  },
  {
    id: 2,
    name: 'Дмитрий Орлов',
    name_en: 'Dmitry Orlov',
    email: 'd.orlov@kickoff.test',
    phone: '+7 800 555-01-02',
    messenger: null,
    days: JSON.stringify([1, 2, 3, 4, 5, 6]),
    hours_from: '10:00',
    hours_to: '20:00',
    timezone: 'Europe/Moscow',
  },
];

export function seedSupport(db: Db): void {
  const tickets = createTicketStore(db);
  for (const manager of SEED_MANAGERS) tickets.insertManager(manager);
}

export function resetSupport(db: Db): void {
  createTicketStore(db).clear();
  createRequestStore(db).clear();
}
