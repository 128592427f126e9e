/** The support tables of migration 661: callback requests and ideas. */
import type { Db } from '../../db/open';

export type CallbackTime = 'asap' | 'morning' | 'afternoon' | 'evening';
export type IdeaTopic = 'sports' | 'casino' | 'office' | 'payments' | 'app' | 'other';

export interface CallbackRow {
  id: number;
  user_id: number;
  phone: string;
  preferred_time: CallbackTime;
  language: string;
  created_at: number;
}

export interface IdeaRow {
  id: number;
  user_id: number;
  topic: IdeaTopic;
  body: string;
  created_at: number;
}

export interface RequestStore {
  addCallback(row: Omit<CallbackRow, 'id'>): CallbackRow;
  callbacksOf(userId: number): CallbackRow[];
  addIdea(row: Omit<IdeaRow, 'id'>): IdeaRow;
  ideasOf(userId: number): IdeaRow[];
  clear(): void;
}

export function createRequestStore(db: Db): RequestStore {
  const insertCallback = db.prepare('INSERT INTO support_callbacks (user_id, phone, preferred_time, language, created_at) VALUES (@user_id, @phone, @preferred_time, @language, @created_at)');
  const callbacks = db.prepare<[number], CallbackRow>('SELECT * FROM support_callbacks WHERE user_id = ? ORDER BY id');
  const insertIdea = db.prepare('INSERT INTO support_ideas (user_id, topic, body, created_at) VALUES (@user_id, @topic, @body, @created_at)');
  const ideas = db.prepare<[number], IdeaRow>('SELECT * FROM support_ideas WHERE user_id = ? ORDER BY id');
  return {
    addCallback: (row) => ({ ...row, id: Number(insertCallback.run(row).lastInsertRowid) }),
    callbacksOf: (userId) => callbacks.all(userId),
    addIdea: (row) => ({ ...row, id: Number(insertIdea.run(row).lastInsertRowid) }),
    ideasOf: (userId) => ideas.all(userId),
    clear: () => void db.exec('DELETE FROM support_callbacks; DELETE FROM support_ideas;'),
  };
}
