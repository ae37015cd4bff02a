import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TagType } from '@loopline/shared/contracts/pidRules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addPidAttribute } from '../../api/pidRules.ts';
import { notify } from '../notifications/store.ts';
import { pidRuleKeys } from './queries.ts';

/** A project's own attribute field for one tag type (POST /api/pidAttr); a name already there is refused. */
export function AddAttribute({ projectId, type }: { projectId: string; type: TagType }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      await addPidAttribute({ projectId, type, attrName: name.trim() });
      setName('');
      notify.success(t('pidRules.attributeAdded'));
      await queryClient.invalidateQueries({ queryKey: pidRuleKeys.attributes(projectId) });
    } catch {
      // The API client has shown the server's message (e.g. the name already exists).
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormField label={t('pidRules.newAttribute')} description={t('pidRules.newAttributeHint')}>
      <SpaceBetween direction="horizontal" size="xs">
        <Input
          value={name}
          onChange={({ detail }) => setName(detail.value)}
          placeholder={t('pidRules.newAttributeName')}
          data-testid={`pid-new-attribute-${type}`}
        />
        <Button
          disabled={!name.trim()}
          loading={busy}
          onClick={() => void add()}
          data-testid={`pid-add-attribute-${type}`}
        >
          {t('pidRules.addAttribute')}
        </Button>
      </SpaceBetween>
    </FormField>
  );
}
