import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SensitiveWordView, saveWords, updateWord } from '../../../api/console.ts';
import { DialogFooter } from '../../../components/crud/DialogFooter.tsx';
import { notify } from '../../../components/notifications/store.ts';

/** The words typed in the add dialog: one per line or comma separated. */
function splitWords(text: string): string[] {
  return text
    .split(/[,，\n\r]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Add words (many at once) or change one; a word with a space is refused here as on the server. */
export function WordForm({
  word,
  onClose,
  onSaved,
}: {
  word: SensitiveWordView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(word?.contentWord ?? '');
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const words = word ? [text.trim()].filter(Boolean) : splitWords(text);
  const problem =
    words.length === 0
      ? t('sensitive.formRequired')
      : words.some((w) => /\s/u.test(w))
        ? t('sensitive.formNoSpaces')
        : '';
  const save = async () => {
    setTried(true);
    if (problem) return;
    setBusy(true);
    try {
      if (word) await updateWord({ id: word.id, contentWord: words[0]! });
      else await saveWords(words);
      notify.success(t(word ? 'crud.updateSuccess' : 'crud.addSuccess'));
      onSaved();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t(word ? 'sensitive.editTitle' : 'sensitive.addTitle')}
      data-testid="word-form"
      footer={<DialogFooter onCancel={onClose} onConfirm={save} busy={busy} testId="word-form-save" />}
    >
      <FormField
        label={t(word ? 'sensitive.word' : 'sensitive.words')}
        description={word ? undefined : t('sensitive.wordsHint')}
        errorText={tried && problem ? problem : undefined}
      >
        {word ? (
          <Input value={text} onChange={({ detail }) => setText(detail.value)} data-testid="word-input" />
        ) : (
          <Textarea
            rows={6}
            value={text}
            onChange={({ detail }) => setText(detail.value)}
            data-testid="word-input"
          />
        )}
      </FormField>
    </Modal>
  );
}
