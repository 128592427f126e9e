/**
 * The security area's server calls (contracts ../contracts/security and ../contracts/documents) through
 * the platform's API client with the bearer token, and how a refused call reads: its code, the field it
 * names and the wait of a 429.
 */
import * as v from 'valibot';
import { api, getEnv } from '@kickoff/platform';
import { apiFailure } from '@kickoff/platform-wallet';
import {
  CodeSentResponseSchema,
  PasswordChangeResponseSchema,
  SecurityPaths,
  SecurityStateResponseSchema,
  type PasswordChangeRequest,
  type PhoneCodeRequest,
  type SecretQuestionRequest,
} from '../contracts/security';
import { DocumentsPaths, DocumentsResponseSchema, UploadResponseSchema, type DocumentKind } from '../contracts/documents';

/** The prefix of the office contract paths that the API client's `web` service adds itself. */
const API_WEB_PREFIX = '/web-api/';

/** The web service's path of an office path (`/web-api/office/x` → `office/x`). */
export const webPath = (path: string): string => (path.startsWith(API_WEB_PREFIX) ? path.slice(API_WEB_PREFIX.length) : path);

const get = <S extends v.GenericSchema>(path: string, schema: S, signal?: AbortSignal): Promise<v.InferOutput<S>> =>
  api.request({ service: 'web', path: webPath(path), auth: true, cache: 'no-store', schema, ...(signal ? { signal } : {}) });

const post = <S extends v.GenericSchema>(path: string, body: unknown, schema: S): Promise<v.InferOutput<S>> =>
  api.request({ service: 'web', path: webPath(path), method: 'POST', auth: true, cache: 'no-store', body, schema });

export const securityCalls = {
  state: (signal?: AbortSignal) => get(SecurityPaths.state, SecurityStateResponseSchema, signal),
  changePassword: (body: PasswordChangeRequest) => post(SecurityPaths.password, body, PasswordChangeResponseSchema),
  twoStepOn: (password: string) => post(SecurityPaths.twoStepOn, { password }, SecurityStateResponseSchema),
  twoStepCode: () => post(SecurityPaths.twoStepCode, {}, CodeSentResponseSchema),
  twoStepOff: (code: string) => post(SecurityPaths.twoStepOff, { code }, SecurityStateResponseSchema),
  phoneCode: (body: PhoneCodeRequest) => post(SecurityPaths.phoneCode, body, CodeSentResponseSchema),
  phoneBind: (code: string) => post(SecurityPaths.phoneBind, { code }, SecurityStateResponseSchema),
  question: (body: SecretQuestionRequest) => post(SecurityPaths.question, body, SecurityStateResponseSchema),
};

export const documentCalls = {
  list: (signal?: AbortSignal) => get(DocumentsPaths.list, DocumentsResponseSchema, signal),
  upload(kind: DocumentKind, file: File) {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file, file.name);
    return post(DocumentsPaths.upload, form, UploadResponseSchema);
  },
  /** The owner's download link (the session cookie authenticates a plain link). */
  fileHref: (id: number): string => `${getEnv().api.web.replace(/\/+$/, '')}/${webPath(DocumentsPaths.file(id))}`,
};

export interface Failure {
  code: string | null;
  /** The field the server named (`/newPassword` → `newPassword`). */
  field: string | null;
  /** Seconds to wait (a 429). */
  retryAfter: number | null;
  /** The original error (for the platform's `errorText`). */
  error: unknown;
}

const PointerBody = v.looseObject({
  errors: v.array(v.looseObject({ source: v.optional(v.looseObject({ pointer: v.optional(v.string()) })) })),
});

export function failureOf(error: unknown): Failure {
  const failure = apiFailure(error);
  const body = error instanceof Error && 'body' in error ? error.body : undefined;
  const parsed = v.safeParse(PointerBody, body);
  const pointer = parsed.success ? parsed.output.errors[0]?.source?.pointer : undefined;
  const wait = failure.meta['retryAfter'];
  return {
    code: failure.code,
    field: pointer && pointer.length > 1 ? pointer.slice(1) : null,
    retryAfter: typeof wait === 'number' ? wait : null,
    error,
  };
}
