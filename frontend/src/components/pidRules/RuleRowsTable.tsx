import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Select from '@cloudscape-design/components/select';
import Table from '@cloudscape-design/components/table';
import {
  DELIMITERS,
  type PidAttribute,
  type RuleRow,
  TAG_FEATURES,
  type TagType,
} from '@loopline/shared/contracts/pidRules';
import { useTranslation } from 'react-i18next';
import { rowControls, takenAttributes } from './draft.ts';
import { attributeOptions, keyedOptions, selected } from './options.ts';

export interface RowActions {
  update: (rowIndex: number, patch: Partial<RuleRow>) => void;
  move: (rowIndex: number, step: -1 | 1) => void;
  remove: (rowIndex: number) => void;
  editFixed: (rowIndex: number) => void;
}

/** The rows of one tag rule, each cell editable as spec 3 §5 allows. */
export function RuleRowsTable({
  type,
  rows,
  attributes,
  editable,
  actions,
  testId,
}: {
  type: TagType;
  rows: RuleRow[];
  attributes: readonly PidAttribute[];
  editable: boolean;
  actions: RowActions;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const features = keyedOptions(TAG_FEATURES, 'pidRules.feature', t);
  const delimiters = keyedOptions(DELIMITERS, 'pidRules.delimiter', t);
  const items = rows.map((row, index) => ({ row, index }));
  const attributeOf = (id: string) => attributes.find((a) => a.id === id);

  return (
    <Table
      variant="embedded"
      // Fixed column widths: all seven columns fit beside the preview.
      resizableColumns
      data-testid={testId}
      items={items}
      trackBy={(item) => String(item.index)}
      empty={t('pidRules.noRows')}
      columnDefinitions={[
        {
          id: 'order',
          header: t('pidRules.col.order'),
          width: 84,
          cell: ({ index }) => (
            <div className="ll-pid-order">
              <span>{index + 1}</span>
              <Button
                variant="icon"
                iconName="angle-up"
                ariaLabel={t('pidRules.moveUp')}
                disabled={!editable || index === 0}
                onClick={() => actions.move(index, -1)}
              />
              <Button
                variant="icon"
                iconName="angle-down"
                ariaLabel={t('pidRules.moveDown')}
                disabled={!editable || index === rows.length - 1}
                onClick={() => actions.move(index, 1)}
              />
            </div>
          ),
        },
        {
          id: 'attribute',
          header: t('pidRules.col.attribute'),
          width: 170,
          cell: ({ row, index }) => {
            const options = attributeOptions(attributes, type, takenAttributes(rows, index), i18n.language);
            return (
              <Select
                data-testid={`${testId}-attribute-${index}`}
                disabled={!editable}
                options={options}
                selectedOption={selected(options, row.fkAttributeId)}
                placeholder={t('pidRules.chooseAttribute')}
                expandToViewport
                onChange={({ detail }) => {
                  const attribute = attributeOf(detail.selectedOption.value ?? '');
                  actions.update(index, {
                    fkAttributeId: attribute?.id ?? '',
                    attributeSign: (attribute?.attributeSign as RuleRow['attributeSign']) ?? '',
                  });
                }}
              />
            );
          },
        },
        {
          id: 'feature',
          header: t('pidRules.col.feature'),
          width: 140,
          cell: ({ row, index }) => (
            <Select
              data-testid={`${testId}-feature-${index}`}
              disabled={!editable}
              options={features}
              selectedOption={selected(features, row.fieldFeatures)}
              placeholder={t('pidRules.chooseFeature')}
              expandToViewport
              onChange={({ detail }) =>
                actions.update(index, {
                  fieldFeatures: detail.selectedOption.value as RuleRow['fieldFeatures'],
                })
              }
            />
          ),
        },
        {
          id: 'fixed',
          header: t('pidRules.col.fixed'),
          width: 90,
          cell: ({ row, index }) => (
            <Button
              variant="inline-link"
              iconName="edit"
              ariaLabel={t('pidRules.col.fixed')}
              data-testid={`${testId}-fixed-${index}`}
              disabled={!rowControls(row, index, rows.length).fixedValues}
              onClick={() => actions.editFixed(index)}
            >
              {row.fieldFeatures === 'fixed' ? row.dmRuleFixeds.length : 0}
            </Button>
          ),
        },
        {
          id: 'delimiter',
          header: t('pidRules.col.delimiter'),
          width: 150,
          cell: ({ row, index }) => (
            <Select
              data-testid={`${testId}-delimiter-${index}`}
              disabled={!editable || !rowControls(row, index, rows.length).delimiter}
              options={delimiters}
              selectedOption={selected(delimiters, row.delimiter)}
              expandToViewport
              onChange={({ detail }) =>
                actions.update(index, { delimiter: detail.selectedOption.value as RuleRow['delimiter'] })
              }
            />
          ),
        },
        {
          id: 'allowEmpty',
          header: t('pidRules.col.allowEmpty'),
          width: 100,
          cell: ({ row, index }) => (
            <Checkbox
              data-testid={`${testId}-empty-${index}`}
              disabled={!editable || !rowControls(row, index, rows.length).allowEmpty}
              checked={row.allowToBeEmpty === 0}
              onChange={({ detail }) => actions.update(index, { allowToBeEmpty: detail.checked ? 0 : 1 })}
              ariaLabel={t('pidRules.col.allowEmpty')}
            />
          ),
        },
        {
          id: 'actions',
          header: t('pidRules.col.actions'),
          width: 70,
          cell: ({ index }) => (
            <Button
              variant="icon"
              iconName="remove"
              ariaLabel={t('pidRules.removeRow')}
              disabled={!editable}
              onClick={() => actions.remove(index)}
              data-testid={`${testId}-remove-${index}`}
            />
          ),
        },
      ]}
    />
  );
}
