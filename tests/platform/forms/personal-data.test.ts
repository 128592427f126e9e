/** The personal-data rules the office form and the server's profile call share (account spec §3 "Personal-data fields", §5). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  ageOn, birthdayProblem, documentDatesProblem, documentNumberProblem, isRealDate, issuerProblem, nameProblem, personalDataProblems,
  placeProblem, seriesProblem, type PersonalData,
} from '../../../platform/src/forms/personal-data';

const EMPTY: PersonalData = {
  name: 'Ivan', surname: 'Petrov', middle_name: null, date_birthday: null, birth_place: null, region: null, city: null, document_type_id: null,
  passport_series: null, passport: null, passport_date: null, passport_end_date: null, passport_issued_by: null,
};

test('names: letters of any script joined by single spaces, hyphens or apostrophes; up to 60', () => {
  for (const ok of ['Ivan', 'Анна-Мария', "O'Brien", 'O’Neil', 'Jean Luc', 'Zoë', 'Łukasz']) assert.equal(nameProblem(ok), null, ok);
  for (const bad of ['R2D2', '-Ivan', 'Ivan-', 'Ivan  Petrov', 'Ivan--Petrov', 'Ivan!', '1']) assert.equal(nameProblem(bad), 'letters', bad);
  assert.equal(nameProblem('a'.repeat(61)), 'too_long');
  assert.equal(nameProblem('  '), 'required');
  assert.equal(nameProblem('', false), null, 'the middle name is optional');
});

test('places and issuer: letters first; places without digits, the issuer with them', () => {
  assert.equal(placeProblem('Saint Petersburg'), null);
  assert.equal(placeProblem('St. Albans, Hertfordshire'), null);
  assert.equal(placeProblem('Naberezhnye Chelny (Tatarstan)'), null);
  assert.equal(placeProblem('Moscow 1'), 'place');
  assert.equal(placeProblem('-'), 'place');
  assert.equal(placeProblem(''), null);
  assert.equal(placeProblem('a'.repeat(101)), 'too_long');
  assert.equal(issuerProblem('ОВД «Тверской» г. Москвы, код 770-001'), null);
  assert.equal(issuerProblem('UKPA'), null);
  assert.equal(issuerProblem('12 police'), 'issuer');
  assert.equal(issuerProblem('OK'), 'issuer', 'at least 3 characters');
  assert.equal(issuerProblem('x'.repeat(201)), 'too_long');
});

test('document series and number per document type (spaces and hyphens ignored)', () => {
  assert.equal(seriesProblem('45 10', 1), null);
  assert.equal(seriesProblem('МК', 1), null);
  assert.equal(seriesProblem('12345', 1), 'series');
  assert.equal(seriesProblem('75', 2), null);
  assert.equal(seriesProblem('451', 2), 'series');
  assert.equal(seriesProblem('', 2), null, 'a series is optional');
  assert.equal(documentNumberProblem('123456', 1), null);
  assert.equal(documentNumberProblem('12AB56', 1), 'number');
  assert.equal(documentNumberProblem('12345', 1), 'number');
  assert.equal(documentNumberProblem('C01X00T47', 2), null);
  assert.equal(documentNumberProblem('1234567890', 2), 'number');
  assert.equal(documentNumberProblem('AB1234567890', 3), null);
  assert.equal(documentNumberProblem('4510 123456', null), null, 'no type: 4-20 letters or digits');
  assert.equal(documentNumberProblem('', 1, false), null);
});

test('birthday: real, past, at least minAge, at most 120 years', () => {
  assert.equal(birthdayProblem('2008-11-29', '2026-11-29', 18), null);
  assert.equal(birthdayProblem('2008-11-30', '2026-11-29', 18), 'too_young');
  assert.equal(birthdayProblem('2008-11-30', '2026-11-29', 16), null, 'the site config\'s minAge');
  assert.equal(birthdayProblem('2027-01-01', '2026-11-29', 18), 'future');
  assert.equal(birthdayProblem('1900-01-01', '2026-11-29', 18), 'too_old');
  assert.equal(birthdayProblem('1990-02-30', '2026-11-29', 18), 'date');
  assert.equal(birthdayProblem('', '2026-11-29', 18), 'required');
  assert.equal(isRealDate('2024-02-29'), true);
  assert.equal(isRealDate('2023-02-29'), false);
});

test('document dates: issued after the birthday and not in the future, ending after the issue', () => {
  const today = '2026-11-29';
  assert.deepEqual(documentDatesProblem({ issued: '2030-01-01', ends: null, birthday: null }, today), ['passport_date', 'future']);
  assert.deepEqual(documentDatesProblem({ issued: '1989-01-01', ends: null, birthday: '1990-01-01' }, today), ['passport_date', 'issued_before_birth']);
  assert.deepEqual(documentDatesProblem({ issued: '2020-01-01', ends: '2019-01-01', birthday: null }, today), ['passport_end_date', 'expires_before_issue']);
  assert.equal(documentDatesProblem({ issued: '2010-05-01', ends: '2030-05-01', birthday: '1990-01-01' }, today), null);
});

test('personalDataProblems: every field with a problem, by field', () => {
  assert.deepEqual(personalDataProblems(EMPTY, '2026-11-29', 18), {});
  assert.deepEqual(
    personalDataProblems({ ...EMPTY, name: 'R2D2', middle_name: '1', city: '2', document_type_id: 1, passport_series: '1', passport: 'x', passport_issued_by: '1' }, '2026-11-29', 18),
    { name: 'letters', middle_name: 'letters', city: 'place', passport_series: 'series', passport: 'number', passport_issued_by: 'issuer' },
  );
});

test('property: ageOn agrees with the birthday check at the minimum age', () => {
  const date = fc.date({ min: new Date('1920-01-01T00:00:00Z'), max: new Date('2026-11-29T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  fc.assert(fc.property(date, fc.integer({ min: 16, max: 25 }), (birthday, minAge) => {
    const age = ageOn(birthday, '2026-11-29');
    const problem = birthdayProblem(birthday, '2026-11-29', minAge);
    assert.equal(problem === 'too_young', age < minAge);
  }));
});

test('property: any name made of letter words joined by one separator is accepted', () => {
  const word = fc.stringMatching(/^[A-Za-zА-Яа-яЁё]{1,8}$/);
  const name = fc.tuple(word, fc.array(fc.tuple(fc.constantFrom(' ', '-', "'"), word), { maxLength: 3 }))
    .map(([first, rest]) => first + rest.map(([sep, w]) => sep + w).join(''));
  fc.assert(fc.property(name, (n) => {
    assert.equal(nameProblem(n), n.length > 60 ? 'too_long' : null);
  }));
});

test('property: a name with a digit is never accepted', () => {
  fc.assert(fc.property(fc.string({ maxLength: 20 }), fc.integer({ min: 0, max: 9 }), (text, digit) => {
    assert.notEqual(nameProblem(`${text}${digit}`), null);
  }));
});
