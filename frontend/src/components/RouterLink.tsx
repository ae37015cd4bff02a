import Link, { type LinkProps } from '@cloudscape-design/components/link';
import { currentClientId } from '../app/clientId.ts';
import { withClientId } from '../app/paths.ts';
import { useAppNavigate } from '../app/useAppNavigate.ts';

type RouterLinkProps = Omit<LinkProps, 'href' | 'onFollow'> & { to: string; testId?: string };

/** A Cloudscape link that navigates with the hash router (and still opens in a new tab on ctrl-click). */
export function RouterLink({ to, testId, ...props }: RouterLinkProps) {
  const navigate = useAppNavigate();
  return (
    <Link
      {...props}
      data-testid={testId}
      href={`#${withClientId(to, currentClientId())}`}
      onFollow={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
