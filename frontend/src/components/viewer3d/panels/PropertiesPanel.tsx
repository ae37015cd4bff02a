import Box from '@cloudscape-design/components/box';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ElementIndex } from '../model/elementIndex.ts';
import { formatPropertyValue } from '../model/format.ts';

interface PropertiesPanelProps {
  index: ElementIndex;
  selected: number | null;
}

/** The selected element's identity and its property sets from the element tree JSON. */
export function PropertiesPanel({ index, selected }: PropertiesPanelProps) {
  const { t } = useTranslation();
  const yes = t('viewer3d.props.yes');
  const no = t('viewer3d.props.no');
  const node = selected !== null && index.isInTree(selected) ? index.flat.nodes[selected] : null;
  const sets = node?.props ? Object.entries(node.props) : [];

  let body: ReactNode;
  if (selected === null) {
    body = <Box color="text-status-inactive">{t('viewer3d.props.empty')}</Box>;
  } else if (!node) {
    body = (
      <SpaceBetween size="s">
        <KeyValuePairs items={[{ label: t('viewer3d.props.id'), value: index.idAt(selected) }]} />
        <Box color="text-status-inactive">{t('viewer3d.props.notInTree')}</Box>
      </SpaceBetween>
    );
  } else {
    const descendants = index.flat.end[selected] - selected - 1;
    body = (
      <SpaceBetween size="m">
        <ExpandableSection headerText={t('viewer3d.props.element')} defaultExpanded variant="footer">
          <KeyValuePairs
            items={[
              { label: t('viewer3d.props.name'), value: node.name || t('viewer3d.tree.unnamed') },
              { label: t('viewer3d.props.type'), value: node.type || '—' },
              { label: t('viewer3d.props.id'), value: <span className="ll-v3d__break">{node.id}</span> },
              ...(descendants > 0
                ? [{ label: t('viewer3d.props.children'), value: descendants.toLocaleString() }]
                : []),
            ]}
          />
        </ExpandableSection>
        {sets.length === 0 && <Box color="text-status-inactive">{t('viewer3d.props.noSets')}</Box>}
        {sets.map(([setName, properties]) => (
          <ExpandableSection key={setName} headerText={setName} defaultExpanded variant="footer">
            <KeyValuePairs
              items={Object.entries(properties).map(([name, value]) => ({
                label: name,
                value: <span className="ll-v3d__break">{formatPropertyValue(value, yes, no)}</span>,
              }))}
            />
          </ExpandableSection>
        ))}
      </SpaceBetween>
    );
  }

  return (
    <div className="ll-v3d__props">
      <div className="ll-v3d__pad">
        <SpaceBetween size="s">
          <Header variant="h3">{t('viewer3d.props.title')}</Header>
          {body}
        </SpaceBetween>
      </div>
    </div>
  );
}
