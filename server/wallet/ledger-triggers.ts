/** SQL shared by the wallet's migrations and its reset (its own file: migrations of parts of the wallet import it too). */

/** The triggers that make the ledger append-only (reset drops and re-creates them, see store/ledger.ts). */
export const LEDGER_TRIGGERS_SQL = `
  CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger BEGIN SELECT RAISE(ABORT, 'ledger is append-only'); END;
  CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger BEGIN SELECT RAISE(ABORT, 'ledger is append-only'); END;
`;

/** Every reason a ledger row may carry: the ledger's CHECK of migration 460 (a new reason needs a new migration). */
export const LEDGER_REASONS = [
  'bet_stake', 'bet_payout', 'bet_refund', 'deposit', 'withdrawal', 'withdrawal_release', 'adjustment', 'seed',
  'toto_stake', 'toto_payout', 'bonus_credit', 'casino_stake', 'casino_payout', 'casino_refund',
] as const;
