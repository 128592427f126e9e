/**
 * HTML form posts (`application/x-www-form-urlencoded`) for the few pages that work without
 * JavaScript (the age gate, the demo payment provider's pages): parsed into a flat record of strings
 * (a repeated field keeps its last value). The write guard still refuses the type unless a route
 * allows it with `config: { contentTypes: [FORM_CONTENT_TYPE] }`, so JSON routes never see a form.
 */
import type { FastifyInstance } from 'fastify';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

export function parseForm(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

export function registerFormBody(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    done(null, parseForm(typeof body === 'string' ? body : body.toString('utf8')));
  });
}
