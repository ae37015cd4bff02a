import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../../api/org.ts';
import { menuLabel } from '../../../app/platformMenuTree.ts';
import { notify } from '../../../components/notifications/store.ts';

const idsOf = (node: MenuNode): string[] => [node.id, ...node.children.flatMap(idsOf)];

/** Picks menus from a tree (top menus, tenant packages): a directory checks or clears everything under it. */
export function MenuChecklist({
  title,
  testId,
  menus,
  initial,
  onSave,
  onClose,
}: {
  title: string;
  testId: string;
  menus: MenuNode[];
  initial: string[];
  onSave: (ids: string[]) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState(new Set(initial));
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await onSave([...chosen]);
      notify.success(t('crud.updateSuccess'));
      onClose();
    } finally {
      setBusy(false);
    }
  };
  const render = (node: MenuNode, depth: number) => {
    const ids = idsOf(node);
    const all = ids.every((id) => chosen.has(id));
    return (
      <div key={node.id} style={{ paddingInlineStart: depth * 20 }}>
        <Checkbox
          data-testid={`${testId}-${node.code}`}
          checked={all}
          indeterminate={!all && ids.some((id) => chosen.has(id))}
          onChange={({ detail }) => {
            const next = new Set(chosen);
            for (const id of ids) detail.checked ? next.add(id) : next.delete(id);
            setChosen(next);
          }}
        >
          {menuLabel(node, i18n.language)}
        </Checkbox>
        {node.children.map((c) => render(c, depth + 1))}
      </div>
    );
  };
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={title}
      data-testid={testId}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onClose}>{t('crud.cancel')}</Button>
            <Button
              variant="primary"
              loading={busy}
              onClick={() => void save()}
              data-testid={`${testId}-save`}
            >
              {t('crud.confirm')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="xs">{menus.map((m) => render(m, 0))}</SpaceBetween>
    </Modal>
  );
}
