/**
 * Creating a player: the `users` row (registration type, contacts, activation type, protection level,
 * the current terms), the password when there is one, and the main account in the chosen currency
 * opened through the account book, in one transaction. Every registration (auth/register, social
 * sign-in) goes through here.
 */
import type { FastifyInstance } from 'fastify';
import type { PasswordHash } from './password';
import { activationTypeFor, initialProtectionLevel } from './registration';
import type { IdentityContext } from './context';

export interface PlayerRecord {
  /** `users.registration_type`: one_click, phone, full, social, pay-and-play. */
  type: string;
  email?: string | undefined;
  phoneCode?: string | undefined;
  phoneNumber?: string | undefined;
  name?: string | undefined;
  surname?: string | undefined;
  dateBirthday?: string | undefined;
  countryId: number;
  currencyId: number;
  refCode: string | null;
  bonusChoice: number;
  /** 0 while the player still owes the data the full registration asks for afterwards. */
  isDataAfterRegistration: 0 | 1;
}

export function createPlayerRecord(app: FastifyInstance, svc: IdentityContext, player: PlayerRecord, hash: PasswordHash | undefined): { userId: number; mainId: number } {
  const { users, credentials, terms } = svc.stores;
  return svc.stores.transaction(() => {
    const now = svc.clock.now();
    const hasEmail = Boolean(player.email);
    const hasPhone = Boolean(player.phoneNumber);
    const userId = users.insert({
      registration_type: player.type,
      created_at: now,
      email: player.email ?? null,
      phone_code: player.phoneCode ?? null,
      phone_number: player.phoneNumber ?? null,
      name: player.name ?? null,
      surname: player.surname ?? null,
      date_birthday: player.dateBirthday ?? null,
      country_id: player.countryId,
      ref_code: player.refCode,
      ref_id: svc.siteRules().ref_id,
      bonus_choice: player.bonusChoice,
      terms_version: terms.current().version,
      activation_type: activationTypeFor(hasEmail, hasPhone),
      protection_level: initialProtectionLevel(hasEmail, hasPhone),
      enable_email_auth: hasEmail ? 1 : 0,
      enable_phone_binding: hasPhone ? 1 : 0,
      has_deposit: 0,
      is_data_after_registration: player.isDataAfterRegistration,
    });
    if (hash) credentials.set(userId, hash, now);
    const mainId = app.accountBook.book().open({ userId, type: 0, currencyId: player.currencyId, createdAt: now, visibleAt: now });
    users.setActiveAccount(userId, mainId);
    return { userId, mainId };
  });
}
