import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import Table from '@cloudscape-design/components/table';
import {
  CIRCUIT_POSITIONS,
  type CircuitRow,
  HANDLING_METHODS,
  type PidAttribute,
} from '@loopline/shared/contracts/pidRules';
import { useTranslation } from 'react-i18next';
import { circuitFieldsEditable, takenAttributes } from './draft.ts';
import { attributeOptions, keyedOptions, selected } from './options.ts';

export interface CircuitActions {
  add: () => void;
  remove: (index: number) => void;
  update: (index: number, patch: Partial<CircuitRow>) => void;
  editFields: (index: number) => void;
}

/** The instrument-circuit table (spec 3 §2): which parts of a tag make its loop, and what is left out. */
export function CircuitTable({
  rows,
  attributes,
  editable,
  actions,
}: {
  rows: CircuitRow[];
  attributes: readonly PidAttribute[];
  editable: boolean;
  actions: CircuitActions;
}) {
  const { t, i18n } = useTranslation();
  const positions = keyedOptions(CIRCUIT_POSITIONS, 'pidRules.position', t);
  const methods = keyedOptions(HANDLING_METHODS, 'pidRules.handling', t);
  const instrumentAttributes = attributes.filter((a) => a.types.includes('instrument'));
  return (
    <Table
      variant="embedded"
      resizableColumns
      data-testid="pid-circuit-table"
      items={rows.map((row, index) => ({ row, index }))}
      trackBy={(item) => String(item.index)}
      empty={<Box color="text-body-secondary">{t('pidRules.noCircuitRows')}</Box>}
      header={
        <Header
          variant="h3"
          description={t('pidRules.circuitHint')}
          actions={
            editable && (
              <Button iconName="add-plus" onClick={actions.add} data-testid="pid-circuit-add">
                {t('pidRules.addRow')}
              </Button>
            )
          }
        >
          {t('pidRules.tab.circuit')}
        </Header>
      }
      columnDefinitions={[
        { id: 'order', header: t('pidRules.col.order'), width: 70, cell: ({ index }) => index + 1 },
        {
          id: 'attribute',
          header: t('pidRules.col.attribute'),
          width: 170,
          cell: ({ row, index }) => {
            const options = attributeOptions(
              instrumentAttributes,
              'circuit',
              takenAttributes(rows, index),
              i18n.language,
            );
            return (
              <Select
                data-testid={`pid-circuit-attribute-${index}`}
                disabled={!editable}
                options={options}
                selectedOption={selected(options, row.fkAttributeId)}
                placeholder={t('pidRules.chooseAttribute')}
                expandToViewport
                onChange={({ detail }) =>
                  actions.update(index, { fkAttributeId: detail.selectedOption.value ?? '' })
                }
              />
            );
          },
        },
        {
          id: 'position',
          header: t('pidRules.col.position'),
          width: 150,
          cell: ({ row, index }) => (
            <Select
              data-testid={`pid-circuit-position-${index}`}
              disabled={!editable}
              options={positions}
              selectedOption={selected(positions, row.fieldFeatures)}
              placeholder={t('pidRules.choosePosition')}
              expandToViewport
              onChange={({ detail }) =>
                actions.update(index, {
                  fieldFeatures: detail.selectedOption.value as CircuitRow['fieldFeatures'],
                })
              }
            />
          ),
        },
        {
          id: 'handling',
          header: t('pidRules.col.handling'),
          width: 130,
          cell: ({ row, index }) => (
            <Select
              data-testid={`pid-circuit-handling-${index}`}
              disabled={!editable}
              options={methods}
              selectedOption={selected(methods, row.handlingMethod)}
              expandToViewport
              onChange={({ detail }) =>
                actions.update(index, {
                  handlingMethod: detail.selectedOption.value as CircuitRow['handlingMethod'],
                })
              }
            />
          ),
        },
        {
          id: 'specific',
          header: t('pidRules.col.specific'),
          width: 130,
          cell: ({ row, index }) => (
            <Button
              variant="inline-link"
              iconName="edit"
              ariaLabel={t('pidRules.col.specific')}
              data-testid={`pid-circuit-fields-${index}`}
              disabled={!circuitFieldsEditable(row)}
              onClick={() => actions.editFields(index)}
            >
              {circuitFieldsEditable(row) ? row.dmRuleFixeds.length : 0}
            </Button>
          ),
        },
        {
          id: 'actions',
          header: t('pidRules.col.actions'),
          width: 80,
          cell: ({ index }) => (
            <Button
              variant="icon"
              iconName="remove"
              ariaLabel={t('pidRules.removeRow')}
              disabled={!editable}
              onClick={() => actions.remove(index)}
            />
          ),
        },
      ]}
    />
  );
}
