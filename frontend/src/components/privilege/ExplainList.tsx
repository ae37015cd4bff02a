import Box from '@cloudscape-design/components/box';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ClientExplain } from '../../api/content.ts';

/** Items of one help area (the privilege explanation, the fee rules), each a title and its text. */
export function ExplainList({ items, testId }: { items: ClientExplain[]; testId: string }) {
  return (
    <SpaceBetween size="xs" data-testid={testId}>
      {items.map((item) => (
        <ExpandableSection key={item.id} headerText={item.question} defaultExpanded={items.length <= 3}>
          <Box variant="p">
            <span style={{ whiteSpace: 'pre-wrap' }}>{item.answer}</span>
          </Box>
        </ExpandableSection>
      ))}
    </SpaceBetween>
  );
}
