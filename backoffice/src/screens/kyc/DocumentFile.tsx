/**
 * One file of a document, fetched through the staff call (the reviewer's session, never a guessable URL)
 * into a `blob:` URL that is revoked when the view goes: an image shown inline, a PDF as open and
 * download links.
 */
import { useEffect, useState } from 'react';
import { KYC_PATHS, type KycDocumentDetail, type KycFile } from '@kickoff/backoffice-contracts/kyc';
import { staffBlob } from '../../api/client';
import { useT } from '../../i18n';
import { Loaded } from '../../ui/Loaded';
import { useLoad } from '../../ui/use-load';
import { downloadName, fileView, playerLabel, sizeText } from './queue';

export function DocumentFile({ document, file }: { document: KycDocumentDetail; file: KycFile }) {
  const blob = useLoad((signal) => staffBlob(KYC_PATHS.file(document.id, file.id), signal), [document.id, file.id]);
  return (
    <figure className="bo-kyc-file" data-file-id={file.id}>
      <Loaded state={blob} reload={blob.reload}>
        {(data) => <FileContent data={data} document={document} file={file} />}
      </Loaded>
      <figcaption>{`${file.fileName} · ${file.mediaType} · ${sizeText(file.size)}`}</figcaption>
    </figure>
  );
}

function FileContent({ data, document, file }: { data: Blob; document: KycDocumentDetail; file: KycFile }) {
  const t = useT('kyc');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [data]);
  if (url === null) return <p role="status" className="bo-status">{t('file_loading')}</p>;
  const name = downloadName(document.id, document.kind, file);
  if (fileView(file) === 'image') {
    return <img src={url} alt={t('file_alt', { kind: t(`kind_${document.kind}`), player: playerLabel(document.player), name: file.fileName })} />;
  }
  return (
    <div className="bo-actions">
      <a href={url} target="_blank" rel="noopener noreferrer">{t('file_open', { name: file.fileName })}</a>
      <a href={url} download={name}>{t('file_download', { name: file.fileName })}</a>
    </div>
  );
}
