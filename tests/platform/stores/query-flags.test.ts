import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMemoryStorage } from '../../../platform/src/storage/web-storage';
import { $paymentsConsultant, rememberQueryFlags } from '../../../platform/src/stores/query-flags';

test('the payments-consultant flag is stored only for the value 1 (account spec §5) and kept for the session', () => {
  const storage = createMemoryStorage();
  rememberQueryFlags('?paymentsConsultant=0', storage);
  rememberQueryFlags('?paymentsConsultant=true', storage);
  rememberQueryFlags('', storage);
  assert.equal($paymentsConsultant.get(), false);
  assert.equal(storage.getItem('kk.paymentsConsultant'), null);
  rememberQueryFlags('?a=b&paymentsConsultant=1', storage);
  assert.equal($paymentsConsultant.get(), true);
  assert.equal(storage.getItem('kk.paymentsConsultant'), 'true');
  rememberQueryFlags('?other=1', storage);
  assert.equal($paymentsConsultant.get(), true, 'a later page without the flag keeps it');
});
