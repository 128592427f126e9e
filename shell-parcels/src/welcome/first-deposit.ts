/**
 * The first-deposit bonus choice of a signed-in player, through the office's bonus call (docs/api.md
 * "Office: bonuses": POST office/bonuses/deposit/choice, only before the first deposit). The shell cannot
 * import the office's contract, so the reply is checked here with the fields it uses.
 */
import * as v from 'valibot';
import { api } from '@kickoff/platform';
import { BonusChoiceSchema, type BonusChoice } from './memory';

export const DEPOSIT_CHOICE_PATH = 'office/bonuses/deposit/choice';
const DepositChoiceReplySchema = v.object({ data: v.object({ choice: BonusChoiceSchema, canChange: v.boolean() }) });

export async function saveDepositChoice(choice: BonusChoice): Promise<BonusChoice> {
  const reply = await api.request({ service: 'web', path: DEPOSIT_CHOICE_PATH, method: 'POST', auth: true, body: { choice }, schema: DepositChoiceReplySchema });
  return reply.data.choice;
}
