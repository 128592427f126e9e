/** Every text of the betting application at once (both parts, src/i18n.ts): for the embeds, whose parcels show any of them. */
import { registerPageTexts } from './i18n';

registerPageTexts();
