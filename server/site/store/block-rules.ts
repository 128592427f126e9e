/** Country block rules (`block_rules` table). */
import type { Db } from '../../db/open';

export interface BlockRule {
  countryCode: string;
  reason: number;
  templateTypeId: number;
}

export interface BlockRuleStore {
  find(countryCode: string): BlockRule | undefined;
  put(rule: BlockRule): void;
  delete(countryCode: string): boolean;
  /** By country code, a page of `limit` after the country `after`. */
  list(page: { after?: string; limit: number }): BlockRule[];
}

export function createBlockRuleStore(db: Db): BlockRuleStore {
  const select = db.prepare<[string], BlockRule>(
    'SELECT country_code AS countryCode, reason, template_type_id AS templateTypeId FROM block_rules WHERE country_code = ?',
  );
  const upsert = db.prepare<[string, number, number]>(
    `INSERT INTO block_rules (country_code, reason, template_type_id) VALUES (?, ?, ?)
     ON CONFLICT (country_code) DO UPDATE SET reason = excluded.reason, template_type_id = excluded.template_type_id`,
  );
  const remove = db.prepare<[string]>('DELETE FROM block_rules WHERE country_code = ?');
  const page = db.prepare<[string, number], BlockRule>(
    'SELECT country_code AS countryCode, reason, template_type_id AS templateTypeId FROM block_rules WHERE country_code > ? ORDER BY country_code LIMIT ?',
  );
  return {
    find: (countryCode) => select.get(countryCode),
    put: (rule) => void upsert.run(rule.countryCode, rule.reason, rule.templateTypeId),
    delete: (countryCode) => remove.run(countryCode).changes > 0,
    list: ({ after, limit }) => page.all(after ?? '', limit),
  };
}
