/** Sports, championships and teams of the feed (feed_sports, feed_champs, feed_teams). */
import type { Db } from '../../db/open';
import * as v from 'valibot';
import { SPORT_KEYS } from '../simulator/sport-models';
import type { ChampRecord, SportRecord, TeamRecord } from '../types';

interface SportRow {
  id: number;
  key: string;
  slug: string;
  name: string;
  name_en: string;
  cyber_type: string | null;
  sort: number;
}

/** A `feed_champs` row. */
export interface ChampRow {
  id: number;
  sport_id: number;
  slug: string;
  name: string;
  name_en: string;
  country_id: number | null;
  country_name: string | null;
  country_name_en: string | null;
  page_type: string | null;
  sort: number;
  top_chance: number;
  has_standings: number;
  target_games: number;
}

const SportKeySchema = v.picklist(SPORT_KEYS);
const CyberTypeSchema = v.nullable(v.picklist(['real', 'synthetic'] as const));

export interface Catalog {
  sports: Map<number, SportRecord>;
  champs: Map<number, ChampRecord>;
  teamsByChamp: Map<number, TeamRecord[]>;
}

export function insertCatalog(db: Db, sports: readonly SportRecord[], champs: readonly ChampRecord[], teams: readonly TeamRecord[]): void {
  const sport = db.prepare('INSERT INTO feed_sports (id, key, slug, name, name_en, cyber_type, sort) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const s of sports) sport.run(s.id, s.key, s.slug, s.name, s.nameEn, s.cyberType, s.sort);
  const champ = db.prepare(`INSERT INTO feed_champs (id, sport_id, slug, name, name_en, country_id, country_name, country_name_en, page_type, sort, top_chance,
    has_standings, target_games) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const c of champs) {
    champ.run(c.id, c.sportId, c.slug, c.name, c.nameEn, c.countryId, c.countryName, c.countryNameEn, c.pageType, c.sort, c.topChance, c.hasStandings ? 1 : 0, c.targetGames);
  }
  const team = db.prepare('INSERT INTO feed_teams (id, champ_id, name, slug, rating) VALUES (?, ?, ?, ?, ?)');
  for (const t of teams) team.run(t.id, t.champId, t.name, t.slug, t.rating);
}

export function loadCatalog(db: Db): Catalog {
  const sports = new Map<number, SportRecord>();
  for (const r of db.prepare<[], SportRow>('SELECT * FROM feed_sports ORDER BY sort, id').all()) {
    sports.set(r.id, { id: r.id, key: v.parse(SportKeySchema, r.key), slug: r.slug, name: r.name, nameEn: r.name_en, cyberType: v.parse(CyberTypeSchema, r.cyber_type), sort: r.sort });
  }
  const champs = new Map<number, ChampRecord>();
  for (const r of db.prepare<[], ChampRow>('SELECT * FROM feed_champs ORDER BY sort, id').all()) {
    champs.set(r.id, {
      id: r.id,
      sportId: r.sport_id,
      slug: r.slug,
      name: r.name,
      nameEn: r.name_en,
      countryId: r.country_id,
      countryName: r.country_name,
      countryNameEn: r.country_name_en,
      pageType: r.page_type,
      sort: r.sort,
      topChance: r.top_chance,
      hasStandings: r.has_standings === 1,
      targetGames: r.target_games,
    });
  }
  const teamsByChamp = new Map<number, TeamRecord[]>();
  for (const r of db.prepare<[], { id: number; champ_id: number; name: string; slug: string; rating: number }>('SELECT * FROM feed_teams ORDER BY id').all()) {
    const team: TeamRecord = { id: r.id, champId: r.champ_id, name: r.name, slug: r.slug, rating: r.rating };
    const list = teamsByChamp.get(team.champId);
    if (list) list.push(team);
    else teamsByChamp.set(team.champId, [team]);
  }
  return { sports, champs, teamsByChamp };
}
