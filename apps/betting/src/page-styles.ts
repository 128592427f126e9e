/** The betting pages' styles other than home's (pages.css): registered when the first such page loads (lib/lazy-page.ts; the embeds register both sheets themselves). */
import { registerStyles } from '@kickoff/platform';
import css from './pages.css';

registerStyles('betting-pages', css);
