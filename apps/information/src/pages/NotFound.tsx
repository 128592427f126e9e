/** The 404 page of the catch-all route: the platform's page (shared with every app's missing screen). */
export { NotFoundPage as NotFound } from '@kickoff/platform';
