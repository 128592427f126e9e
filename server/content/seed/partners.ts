/** Kickoff's partners (`ourpartners/{section?}`). */
import { L, type Bilingual } from './blocks';

export interface PartnerSeed {
  id: number;
  section: 'clubs' | 'leagues' | 'media' | 'charity';
  name: Bilingual;
  description: Bilingual;
  since: number;
}

export const PARTNERS_SEED: readonly PartnerSeed[] = [
  { id: 1, section: 'clubs', name: L('ФК «Северная звезда»', 'FC Northern Star'), description: L('Титульный партнёр клуба и его молодёжной академии.', 'Title partner of the club and its youth academy.'), since: 2024 },
  { id: 2, section: 'clubs', name: L('ХК «Ледоколы»', 'HC Icebreakers'), description: L('Официальный букмекер хоккейного клуба.', 'Official betting partner of the hockey club.'), since: 2025 },
  { id: 3, section: 'clubs', name: L('БК «Волна»', 'BC Wave'), description: L('Партнёр баскетбольного клуба в домашних матчах.', 'Partner of the basketball club at home games.'), since: 2026 },
  { id: 4, section: 'leagues', name: L('Лига мини-футбола', 'Futsal League'), description: L('Генеральный партнёр национальной лиги мини-футбола.', 'General partner of the national futsal league.'), since: 2023 },
  { id: 5, section: 'leagues', name: L('Кибер Кубок', 'Cyber Cup'), description: L('Партнёр серии киберспортивных турниров.', 'Partner of the esports tournament series.'), since: 2025 },
  { id: 6, section: 'media', name: L('Спорт-Экспресс Онлайн', 'Sport Express Online'), description: L('Аналитика и прогнозы экспертов перед матчами.', 'Expert analysis and previews before matches.'), since: 2024 },
  { id: 7, section: 'media', name: L('Радио «Трибуна»', 'Radio Tribune'), description: L('Еженедельная передача о спорте и статистике.', 'A weekly show on sport and statistics.'), since: 2026 },
  { id: 8, section: 'charity', name: L('Фонд «Спорт детям»', 'Sport for Kids Foundation'), description: L('Оборудование для детских спортивных секций.', 'Equipment for children’s sports clubs.'), since: 2023 },
];
