/**
 * Schemas of config groups used by the shell (served by GET /bff-api/config/group/get).
 */
import * as v from 'valibot';

/** Registration reminder (shell spec §3, §4): delay in seconds, then every `interval` minutes. */
export const RegistrationReminderGroupSchema = v.object({
  delay: v.pipe(v.number(), v.minValue(0)),
  interval: v.pipe(v.number(), v.minValue(0)),
});
export type RegistrationReminderGroup = v.InferOutput<typeof RegistrationReminderGroupSchema>;

/** Social link (shell spec §3). */
export const SocialLinkSchema = v.object({ name: v.string(), link: v.string(), iconName: v.string() });

/** Support button: social-app links, e-mail, online-chat flag, languages without the callback option. */
export const SupportGroupSchema = v.object({
  socialLinks: v.array(SocialLinkSchema),
  email: v.string(),
  isChatEnabled: v.boolean(),
  callbackExcludedLanguages: v.array(v.string()),
});
export type SupportGroup = v.InferOutput<typeof SupportGroupSchema>;
