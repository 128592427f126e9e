/** Unit tests of the cookie helpers with fake `{ cookie }` jars (no DOM). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import {
  CookieNames,
  deleteCookie,
  parseCookies,
  readCookie,
  readLanguageCookie,
  writeCookie,
} from '../../../platform/src/storage/cookies';

/** A cookie jar that records every assignment. */
function recordingJar(initial = '') {
  const writes: string[] = [];
  const jar = {
    get cookie() {
      return initial;
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
  return { jar, writes };
}

describe('parseCookies', () => {
  it('parses names and decoded values', () => {
    const map = parseCookies('lng=ru; hide_left=true;  user_token=a%20b%3Dc ; tzo=-3');
    assert.deepEqual([...map], [
      ['lng', 'ru'],
      ['hide_left', 'true'],
      ['user_token', 'a b=c'],
      ['tzo', '-3'],
    ]);
  });

  it('tolerates malformed input', () => {
    const map = parseCookies('bad=%E0%A4%A; =nameless; novalue; ;;  ; pct=%; ok=1; q="quoted"; eq=a=b');
    assert.deepEqual([...map], [
      ['bad', '%E0%A4%A'],
      ['pct', '%'],
      ['ok', '1'],
      ['q', 'quoted'],
      ['eq', 'a=b'],
    ]);
    assert.equal(parseCookies('').size, 0);
  });

  it('keeps the first occurrence of a name', () => {
    assert.equal(parseCookies('lng=en; lng=ru').get('lng'), 'en');
  });
});

describe('readCookie', () => {
  const jar = (cookie: string) => ({ cookie });

  it('reads strings, numbers and booleans through the schema', () => {
    const c = jar('lng=en; tzo=-3; is12h=true; hide_left=false; ua=Mozilla%2F5.0');
    assert.equal(readCookie(CookieNames.lng, v.picklist(['en', 'ru']), c), 'en');
    assert.equal(readCookie(CookieNames.tzo, v.number(), c), -3);
    assert.equal(readCookie(CookieNames.is12h, v.boolean(), c), true);
    assert.equal(readCookie(CookieNames.hideLeft, v.boolean(), c), false);
    assert.equal(readCookie(CookieNames.ua, v.string(), c), 'Mozilla/5.0');
  });

  it('reads a number-looking value as a string when the schema wants a string', () => {
    assert.equal(readCookie('user_token', v.string(), jar('user_token=12345')), '12345');
  });

  it('parses JSON objects for object schemas', () => {
    const c = jar(`prefs=${encodeURIComponent(JSON.stringify({ view: 1 }))}`);
    assert.deepEqual(readCookie('prefs', v.object({ view: v.number() }), c), { view: 1 });
  });

  it('ignores a stored null, even when the schema allows null', () => {
    assert.equal(readCookie('lng', v.string(), jar('lng=null')), undefined);
    assert.equal(readCookie('lng', v.nullable(v.string()), jar('lng=null')), undefined);
  });

  it('ignores an object or array where a scalar is expected', () => {
    const c = jar(`lng=${encodeURIComponent('{"a":1}')}; tzo=${encodeURIComponent('[3]')}`);
    assert.equal(readCookie('lng', v.string(), c), undefined);
    assert.equal(readCookie('tzo', v.number(), c), undefined);
  });

  it('returns undefined for values failing the schema and for missing cookies', () => {
    const c = jar('lng=de; tzo=abc');
    assert.equal(readCookie('lng', v.picklist(['en', 'ru']), c), undefined);
    assert.equal(readCookie('tzo', v.number(), c), undefined);
    assert.equal(readCookie('missing', v.string(), c), undefined);
  });

  it('returns undefined without a cookie source (Node) and never throws', () => {
    assert.equal(readCookie('lng', v.string()), undefined);
    const throwing = {
      get cookie(): string {
        throw new Error('sandboxed');
      },
    };
    assert.equal(readCookie('lng', v.string(), throwing), undefined);
    const badSchema = v.pipe(
      v.string(),
      v.transform((): string => {
        throw new Error('bad transform');
      }),
    );
    assert.equal(readCookie('lng', badSchema, jar('lng=ru')), undefined);
  });
});

describe('writeCookie / deleteCookie', () => {
  it('writes an encoded value with the default lifetime and path', () => {
    // tzo and is12h are display preferences: written with functional consent (consent.test.ts covers without).
    const { jar, writes } = recordingJar('cookies_agree_type=functionality');
    writeCookie(CookieNames.userToken, 'a b;c=d', {}, jar);
    writeCookie(CookieNames.tzo, -3, undefined, jar);
    writeCookie(CookieNames.is12h, false, undefined, jar);
    assert.deepEqual(writes, [
      'user_token=a%20b%3Bc%3Dd; max-age=86400; path=/',
      'tzo=-3; max-age=86400; path=/',
      'is12h=false; max-age=86400; path=/',
    ]);
  });

  it('applies lifetime, path, SameSite and Secure options', () => {
    const { jar, writes } = recordingJar();
    writeCookie('lng', 'ru', { maxAgeSeconds: 3600, path: '/office', sameSite: 'Strict', secure: true }, jar);
    writeCookie('lng', 'en', { sameSite: 'None', secure: false }, jar);
    writeCookie('lng', 'en', { sameSite: 'Lax' }, jar);
    assert.deepEqual(writes, [
      'lng=ru; max-age=3600; path=/office; samesite=Strict; secure',
      'lng=en; max-age=86400; path=/; samesite=None; secure',
      'lng=en; max-age=86400; path=/; samesite=Lax',
    ]);
  });

  it('deletes a cookie on the given path', () => {
    const { jar, writes } = recordingJar();
    deleteCookie('user_token', undefined, jar);
    deleteCookie('hide_left', '/casino', jar);
    assert.deepEqual(writes, [
      'user_token=; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/',
      'hide_left=; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/casino',
    ]);
  });

  it('is a no-op without a document (Node)', () => {
    assert.equal(typeof document, 'undefined');
    assert.doesNotThrow(() => writeCookie('lng', 'ru'));
    assert.doesNotThrow(() => deleteCookie('lng'));
  });

  it('round-trips through parseCookies', () => {
    const { jar, writes } = recordingJar();
    writeCookie('ua', 'Mozilla/5.0 (X11; Linux)', {}, jar);
    const pair = (writes[0] ?? '').split(';')[0] ?? '';
    assert.equal(readCookie('ua', v.string(), { cookie: pair }), 'Mozilla/5.0 (X11; Linux)');
  });
});

describe('CookieNames', () => {
  it('lists the spec cookie names', () => {
    assert.deepEqual(Object.values(CookieNames), [
      'lng',
      'hide_left',
      'hide_right',
      'cookies_agree_type',
      // Kickoff addition: when the cookie choice was made, until it is sent after login (account spec §7).
      'cookies_agree_time',
      'markets_name_type',
      'app_view_type',
      'isChampsGroupedByCountry',
      'tzo',
      'is12h',
      'ua',
      'user_token',
    ]);
  });
});

describe('readLanguageCookie', () => {
  it('answers a two-letter code and nothing else', () => {
    assert.equal(readLanguageCookie({ cookie: 'lng=en' }), 'en');
    assert.equal(readLanguageCookie({ cookie: 'lng=RU' }), 'RU');
    assert.equal(readLanguageCookie({ cookie: 'lng=eng' }), null);
    assert.equal(readLanguageCookie({ cookie: 'lng=%3Cscript%3E' }), null);
    assert.equal(readLanguageCookie({ cookie: 'other=1' }), null);
  });
});
