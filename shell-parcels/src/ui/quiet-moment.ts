/**
 * Whether the shell may put something of its own in front of the player now (shell spec §4: the
 * registration reminder and the welcome journey's modals are "not shown while an auth form or modal is
 * open"): no modal is open and the page is not an auth form itself. Pure; shared by
 * ../registration-reminder/ and ../welcome/.
 */

/** The pages that are an auth form themselves: nothing of the shell's own over them. */
export const AUTH_FORM_ROUTES: ReadonlySet<string> = new Set(['login', 'registration', 'forgotpassword']);

export interface PageMoment {
  modalOpen: boolean;
  routeName: string | null;
}

export function isQuietMoment(moment: PageMoment): boolean {
  return !moment.modalOpen && (moment.routeName === null || !AUTH_FORM_ROUTES.has(moment.routeName));
}
