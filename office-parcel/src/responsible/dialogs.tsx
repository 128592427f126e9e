/**
 * The responsible-gaming screen's dialogs on the native `<dialog>` (modal: the page behind is inert,
 * focus stays inside, Escape cancels and focus goes back to the button that opened it): the
 * confirmation of an irreversible step, and the self-test an increase or removal asks first.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '@kickoff/platform';
import type { TestQuestion } from '@kickoff/platform-wallet';
import { k } from './setup';

function Modal({ labelledBy, onCancel, children }: { labelledBy: string; onCancel: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog?.showModal();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog ref={ref} aria-labelledby={labelledBy} onCancel={(event) => (event.preventDefault(), onCancel())}>
      {children}
    </dialog>
  );
}

export function ConfirmDialog({ text, busy, onYes, onNo }: { text: string; busy: boolean; onYes: () => void; onNo: () => void }) {
  const t = useT();
  const id = useId();
  return (
    <Modal labelledBy={id} onCancel={onNo}>
      <h2 id={id}>{t(k('confirm_title'))}</h2>
      <p>{text}</p>
      <div className="kk-actions">
        <button type="button" className="kk-button" disabled={busy} onClick={onYes}>{busy ? t(k('saving')) : t(k('confirm_yes'))}</button>
        <button type="button" className="kk-button kk-button--ghost" autoFocus onClick={onNo}>{t(k('confirm_no'))}</button>
      </div>
    </Modal>
  );
}

/** The self-test: every question answered yes or no; `onSubmit` gets questionId → answerId (1 yes, 2 no). */
export function SelfTestDialog({ questions, busy, onSubmit, onCancel }: {
  questions: readonly TestQuestion[];
  busy: boolean;
  onSubmit: (answers: ReadonlyMap<number, number>) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const id = useId();
  const [answers, setAnswers] = useState<ReadonlyMap<number, number>>(new Map());
  const [incomplete, setIncomplete] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (questions.some((q) => !answers.has(q.id))) return setIncomplete(true);
    onSubmit(answers);
  };
  return (
    <Modal labelledBy={id} onCancel={onCancel}>
      <form onSubmit={submit} noValidate>
        <h2 id={id}>{t(k('test_title'))}</h2>
        <p>{t(k('test_intro'))}</p>
        {questions.map((question) => (
          <fieldset key={question.id} className="kk-rg__question">
            <legend>{question.question}</legend>
            {question.answers.map((answer) => (
              <label key={answer.id}>
                <input
                  type="radio"
                  name={`${id}-q${question.id}`}
                  checked={answers.get(question.id) === answer.id}
                  onChange={() => (setIncomplete(false), setAnswers(new Map(answers).set(question.id, answer.id)))}
                />{' '}
                {answer.answer}{' '}
              </label>
            ))}
          </fieldset>
        ))}
        <p role="alert" className="kk-rg__error">{incomplete ? t(k('test_incomplete')) : null}</p>
        <div className="kk-actions">
          <button type="submit" className="kk-button" disabled={busy}>{busy ? t(k('saving')) : t(k('test_submit'))}</button>
          <button type="button" className="kk-button kk-button--ghost" onClick={onCancel}>{t(k('test_cancel'))}</button>
        </div>
      </form>
    </Modal>
  );
}
