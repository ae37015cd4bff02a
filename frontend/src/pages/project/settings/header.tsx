import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

/** The members tab's header: the count, and for managers delete (with rows picked) and add. */
export function MembersHeader({
  counter,
  manage,
  selectedCount,
  onDelete,
  onAdd,
}: {
  counter: string | undefined;
  manage: boolean;
  selectedCount: number;
  onDelete: () => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Header
      counter={counter}
      description={manage ? undefined : t('projectMembers.readOnly')}
      actions={
        manage && (
          <SpaceBetween size="xs" direction="horizontal">
            <Button disabled={selectedCount === 0} onClick={onDelete} data-testid="members-delete">
              {t('projectMembers.delete')}
            </Button>
            <Button variant="primary" onClick={onAdd} data-testid="members-add">
              {t('projectMembers.add')}
            </Button>
          </SpaceBetween>
        )
      }
    >
      {t('projectMembers.title')}
    </Header>
  );
}
