/** Market and outcome type ids of the feed (the same market or outcome across games). */

/** Market type ids. */
export const MarketTypeIds = {
  result: 1,
  handicap: 2,
  doubleChance: 8,
  total: 17,
  bothScore: 19,
  winner: 101,
  firstGoal: 701,
  exactSets: 702,
  oddEven: 703,
  method: 704,
} as const;

/** Outcome type ids. Exact sets use 1000 + 10 × sets1 + sets2; first goal uses 1 (team 1), 2 (nobody), 3 (team 2). */
export const OddTypeIds = {
  win1: 1,
  draw: 2,
  win2: 3,
  dc1X: 4,
  dc12: 5,
  dcX2: 6,
  handicap1: 7,
  handicap2: 8,
  over: 9,
  under: 10,
  yes: 180,
  no: 181,
  even: 182,
  odd: 183,
  early: 184,
  decision: 185,
} as const;

/** Outcome type id of an exact score in sets or maps. */
export const exactSetsTypeId = (sets1: number, sets2: number): number => 1000 + sets1 * 10 + sets2;

/** The score of an exact-sets outcome type id. */
export const exactSetsScore = (typeId: number): [number, number] => {
  const code = typeId - 1000;
  return [Math.floor(code / 10), code % 10];
};
