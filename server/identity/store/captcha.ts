/** Captcha tables: challenges (id = ms time), single-use pass tokens, wrong answers per fingerprint. */
import type { Db } from '../../db/open';

export interface ChallengeRow {
  id: number;
  answer: string;
  used: number;
  expires_at: number;
}

export interface PassRow {
  token: string;
  used: number;
  expires_at: number;
}

export interface CaptchaStore {
  /** Stores a challenge under a unique id: `now`, or one past the newest id when that is taken. */
  createChallenge(now: number, answer: string, expiresAt: number): number;
  challenge(id: number): ChallengeRow | undefined;
  /** Marks the challenge used; false when it already was. */
  useChallenge(id: number): boolean;
  createPass(token: string, expiresAt: number): void;
  pass(token: string): PassRow | undefined;
  /** Marks the pass used; false when it already was. */
  usePass(token: string): boolean;
  recordWrongAnswer(fingerprint: string, at: number): void;
  wrongAnswers(fingerprint: string, since: number): number;
  clearWrongAnswers(fingerprint: string): void;
  sweep(before: number): void;
}

export function createCaptchaStore(db: Db): CaptchaStore {
  const newestId = db.prepare<[], { id: number | null }>('SELECT max(id) AS id FROM captcha_challenges');
  const insertChallenge = db.prepare<[number, string, number]>('INSERT INTO captcha_challenges (id, answer, expires_at) VALUES (?, ?, ?)');
  const challenge = db.prepare<[number], ChallengeRow>('SELECT * FROM captcha_challenges WHERE id = ?');
  const useChallenge = db.prepare<[number]>('UPDATE captcha_challenges SET used = 1 WHERE id = ? AND used = 0');
  const insertPass = db.prepare<[string, number]>('INSERT INTO captcha_passes (token, expires_at) VALUES (?, ?)');
  const pass = db.prepare<[string], PassRow>('SELECT * FROM captcha_passes WHERE token = ?');
  const usePass = db.prepare<[string]>('UPDATE captcha_passes SET used = 1 WHERE token = ? AND used = 0');
  const insertWrong = db.prepare<[string, number]>('INSERT INTO captcha_failures (fingerprint, at) VALUES (?, ?)');
  const countWrong = db.prepare<[string, number], { n: number }>('SELECT count(*) AS n FROM captcha_failures WHERE fingerprint = ? AND at > ?');
  const clearWrong = db.prepare<[string]>('DELETE FROM captcha_failures WHERE fingerprint = ?');
  const sweepChallenges = db.prepare<[number]>('DELETE FROM captcha_challenges WHERE expires_at < ?');
  const sweepPasses = db.prepare<[number]>('DELETE FROM captcha_passes WHERE expires_at < ?');
  const sweepWrong = db.prepare<[number]>('DELETE FROM captcha_failures WHERE at < ?');

  const create = db.transaction((now: number, answer: string, expiresAt: number): number => {
    const newest = newestId.get()?.id ?? 0;
    const id = Math.max(now, newest + 1);
    insertChallenge.run(id, answer, expiresAt);
    return id;
  });

  return {
    createChallenge: (now, answer, expiresAt) => create(now, answer, expiresAt),
    challenge: (id) => challenge.get(id),
    useChallenge: (id) => useChallenge.run(id).changes === 1,
    createPass: (token, expiresAt) => void insertPass.run(token, expiresAt),
    pass: (token) => pass.get(token),
    usePass: (token) => usePass.run(token).changes === 1,
    recordWrongAnswer: (fingerprint, at) => void insertWrong.run(fingerprint, at),
    wrongAnswers: (fingerprint, since) => countWrong.get(fingerprint, since)?.n ?? 0,
    clearWrongAnswers: (fingerprint) => void clearWrong.run(fingerprint),
    sweep(before) {
      sweepChallenges.run(before);
      sweepPasses.run(before);
      sweepWrong.run(before);
    },
  };
}
