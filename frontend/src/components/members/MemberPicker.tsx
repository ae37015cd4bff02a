import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Grid from '@cloudscape-design/components/grid';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './picker.css';

/** Someone who can be picked: an id, the account, and a name shown after it when it differs. */
export interface PickablePerson {
  id: string;
  account: string;
  memberName?: string;
}

/**
 * One person in a picker's list: checked when picked (or locked as already in), disabled with the
 * reason as a badge when locked.
 */
export function PickerRow({
  person,
  checked,
  lockedBy,
  onChange,
  child,
}: {
  person: PickablePerson;
  checked: boolean;
  /** Why this person cannot be picked or dropped (already a member, the owner…); none: free. */
  lockedBy: string | null;
  onChange: (on: boolean) => void;
  /** Indented under a tree node. */
  child?: boolean;
}) {
  return (
    <div className={child ? 'll-picker__row ll-picker__row--child' : 'll-picker__row'}>
      <Checkbox
        checked={checked}
        disabled={lockedBy !== null}
        onChange={({ detail }) => onChange(detail.checked)}
      >
        {person.account}
        {person.memberName && person.memberName !== person.account && (
          <Box variant="span" color="text-body-secondary">{` · ${person.memberName}`}</Box>
        )}
      </Checkbox>
      {lockedBy && <Badge color="grey">{lockedBy}</Badge>}
    </div>
  );
}

/**
 * The two-pane people picker of spec 2 §2 (adding project members, inviting to a group): the people
 * to pick from on the left (given as `children`: search, lists, paging), and on the right the people
 * picked so far, each with a remove button, a count and "remove all".
 */
export function MemberPicker<P extends PickablePerson>({
  picked,
  onDrop,
  onClear,
  selectedTestId,
  tall,
  listClassName,
  selectedTitle,
  pickedTestId,
  describe,
  children,
}: {
  picked: readonly P[];
  onDrop: (person: P) => void;
  onClear: () => void;
  selectedTestId: string;
  tall?: boolean;
  /** Another class on both lists (their height). */
  listClassName?: string;
  /** The right pane's title (default "N selected"). */
  selectedTitle?: string;
  pickedTestId?: string;
  /** A second line under a picked person's account. */
  describe?: (person: P) => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const listClass = ['ll-picker__list', tall && 'll-picker__list--tall', listClassName]
    .filter(Boolean)
    .join(' ');
  return (
    <Grid gridDefinition={[{ colspan: { default: 12, xs: 7 } }, { colspan: { default: 12, xs: 5 } }]}>
      <div className="ll-picker">
        <SpaceBetween size="s">{children}</SpaceBetween>
      </div>
      <div className="ll-picker">
        <SpaceBetween size="s">
          <div className="ll-picker__bar">
            <Box variant="h4">
              {selectedTitle ?? t('projectAddMembers.selected', { count: picked.length })}
            </Box>
            <Button variant="inline-link" disabled={picked.length === 0} onClick={onClear}>
              {t('projectAddMembers.removeAll')}
            </Button>
          </div>
          <div className={listClass} data-testid={selectedTestId}>
            {picked.length === 0 && (
              <Box color="text-body-secondary" padding="s">
                {t('projectAddMembers.noneSelected')}
              </Box>
            )}
            {picked.map((person) => (
              <div key={person.id} className="ll-picker__row" data-testid={pickedTestId}>
                <span>
                  {person.account}
                  {describe?.(person)}
                </span>
                <Button
                  variant="icon"
                  iconName="close"
                  ariaLabel={t('projectAddMembers.remove', { account: person.account })}
                  onClick={() => onDrop(person)}
                />
              </div>
            ))}
          </div>
        </SpaceBetween>
      </div>
    </Grid>
  );
}
