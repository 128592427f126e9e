/**
 * The office `verification` and `identification` screens (issue 11 item 4; account spec §3, §4): where
 * the player's verification stands (from the server's verification fields), what to upload, the upload
 * form (JPEG, PNG or PDF up to 5 MB; the server checks the content and the size again) and the list of
 * the player's documents with their review status and an owner-only download link. A banned player
 * reaches both (route `ban: 'allowed'`); identification is the guarded route of a player who must pass it.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { $language, reloadUserConfig, useHref, useStore, useT } from '@kickoff/platform';
import {
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MEDIA_TYPES,
  type DocumentKind,
  type DocumentsResponse,
  type VerificationDocument,
} from '../contracts/documents';
import { documentCalls, failureOf, type Failure } from './calls';
import { FormStatus } from './form';
import { NS } from './setup';

type Mode = 'verification' | 'identification';
type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: DocumentsResponse };

const MAX_MB = DOCUMENT_MAX_BYTES / 1024 / 1024;

function uploadErrorKey(failure: Failure): string | null {
  switch (failure.code) {
    case 'unsupported_document_type':
      return 'upload_bad_type';
    case 'document_too_large':
      return 'upload_too_big';
    case 'too_many_documents':
      return 'upload_too_many';
    case 'already_verified':
      return 'upload_already_verified';
    case 'invalid_upload':
      return 'upload_invalid';
    default:
      return null;
  }
}

function UploadForm({ onUploaded }: { onUploaded: (data: DocumentsResponse) => void }) {
  const t = useT();
  const [kind, setKind] = useState<DocumentKind>('passport');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    // The browser's checks save a round trip; the server checks the content and size again.
    if (!file) return setError(t(`${NS}:upload_no_file`));
    if (file.size > DOCUMENT_MAX_BYTES) return setError(t(`${NS}:upload_too_big`, { mb: MAX_MB }));
    setError(null);
    setBusy(true);
    try {
      const reply = await documentCalls.upload(kind, file);
      onUploaded({ state: reply.state, documents: reply.documents });
      setDone(true);
      setFile(null);
      if (input.current) input.current.value = '';
      reloadUserConfig().catch(() => undefined);
    } catch (err) {
      const failure = failureOf(err);
      const key = uploadErrorKey(failure);
      setError(key ? t(`${NS}:${key}`, { mb: MAX_MB }) : t(`${NS}:documents_error`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="kk-sec-block kk-docs-upload" noValidate aria-labelledby="kk-docs-upload" onSubmit={(e) => void submit(e)}>
      <h2 id="kk-docs-upload">{t(`${NS}:upload_title`)}</h2>
      <fieldset className="kk-docs-kinds">
        <legend>{t(`${NS}:upload_kind`)}</legend>
        {DOCUMENT_KINDS.map((value) => (
          <label key={value}>
            <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} /> {t(`${NS}:kind_${value}`)}
          </label>
        ))}
      </fieldset>
      <div className="kk-sec-field">
        <label htmlFor="kk-docs-file">{t(`${NS}:upload_file`)}</label>
        <input
          ref={input}
          id="kk-docs-file"
          type="file"
          name="file"
          accept={DOCUMENT_MEDIA_TYPES.join(',')}
          aria-describedby="kk-docs-rules"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setError(null);
          }}
        />
        <small id="kk-docs-rules" className="kk-muted">{t(`${NS}:upload_rules`, { mb: MAX_MB })}</small>
      </div>
      <button type="submit" className="kk-button" disabled={busy}>{busy ? t(`${NS}:busy`) : t(`${NS}:upload_submit`)}</button>
      <FormStatus error={error} done={done ? t(`${NS}:upload_done`) : null} />
    </form>
  );
}

function DocumentRow({ document }: { document: VerificationDocument }) {
  const t = useT();
  const lang = useStore($language);
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(document.uploadedAt));
  return (
    <li className="kk-docs-item" data-document-status={document.status} data-kind={document.kind}>
      <span className="kk-docs-item__kind">{t(`${NS}:kind_${document.kind}`)}</span>
      <span className={`kk-docs-badge kk-docs-badge--${document.status}`}>{t(`${NS}:document_status_${document.status}`)}</span>
      <span className="kk-muted">{t(`${NS}:document_uploaded`, { date })}</span>
      {document.comment && <span>{t(`${NS}:document_comment`, { comment: document.comment })}</span>}
      <a href={documentCalls.fileHref(document.id)} download>{t(`${NS}:document_download`, { name: document.fileName })}</a>
    </li>
  );
}

export function DocumentsScreen({ mode }: { mode: Mode }) {
  const t = useT();
  const link = useHref();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    documentCalls.list(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setLoad({ status: 'ready', data });
      },
      () => {
        if (!controller.signal.aborted) setLoad({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  let body: React.ReactNode;
  if (load.status === 'loading') {
    body = (
      <div role="status" aria-busy="true">
        <span className="kk-visually-hidden">{t(`${NS}:documents_loading`)}</span>
        <div className="kk-skeleton kk-sec-skeleton" aria-hidden="true" />
      </div>
    );
  } else if (load.status === 'error') {
    body = (
      <div className="kk-error-block" role="alert" data-state="error">
        <p className="kk-error-block__title">{t(`${NS}:documents_error`)}</p>
        <button type="button" className="kk-button" onClick={() => setAttempt((n) => n + 1)}>{t(`${NS}:retry`)}</button>
      </div>
    );
  } else {
    const { state, documents } = load.data;
    const phaseText = state.phase === 'not_started' ? null : t(`${NS}:phase_${state.phase}_text`);
    body = (
      <>
        <div className={`kk-docs-phase kk-docs-phase--${state.phase}`} role="status" data-phase={state.phase}>
          <p>
            <strong>{t(`${NS}:phase_label`)}:</strong> {t(`${NS}:phase_${state.phase}`)}
          </p>
          {phaseText && <p>{phaseText}</p>}
        </div>
        {mode === 'identification' && state.is_need_identification && <p>{t(`${NS}:identification_needed`)}</p>}
        {mode === 'verification' && state.is_need_identification && (
          <p><a href={link('office-identification')}>{t(`${NS}:to_identification`)}</a></p>
        )}
        {state.phase !== 'verified' && <UploadForm onUploaded={(data) => setLoad({ status: 'ready', data })} />}
        <section className="kk-sec-block" aria-labelledby="kk-docs-list">
          <h2 id="kk-docs-list">{t(`${NS}:documents_title`)}</h2>
          {documents.length === 0 ? (
            <p className="kk-muted" data-state="empty">{t(`${NS}:documents_empty`)}</p>
          ) : (
            <ul className="kk-docs-list">
              {documents.map((document) => <DocumentRow key={document.id} document={document} />)}
            </ul>
          )}
        </section>
      </>
    );
  }
  const titleId = `kk-docs-title-${mode}`;
  return (
    <section className="kk-card kk-sec kk-docs" data-app="office" data-route={`office-${mode}`} aria-labelledby={titleId}>
      <h1 id={titleId} className="kk-page-title">{t(`${NS}:${mode}_title`)}</h1>
      <p>{t(`${NS}:${mode}_intro`)}</p>
      {body}
    </section>
  );
}

export const VerificationScreen = () => <DocumentsScreen mode="verification" />;
export const IdentificationScreen = () => <DocumentsScreen mode="identification" />;
