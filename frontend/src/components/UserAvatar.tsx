import { useAvatarBlob } from '../app/accountQueries.ts';
import { useObjectUrl } from './useObjectUrl.ts';

/** A round avatar: the picture when one is set (loaded with the token), else the initial. */
export function UserAvatar({
  id,
  name,
  size = 32,
  testId,
}: {
  id: string;
  name: string;
  size?: number;
  testId?: string;
}) {
  const url = useObjectUrl(useAvatarBlob(id));
  const style = { width: size, height: size, fontSize: Math.round(size * 0.45) };
  return url ? (
    <img className="ll-avatar" src={url} alt={name} style={style} data-testid={testId} />
  ) : (
    <span
      className="ll-avatar ll-avatar--initial"
      style={style}
      data-testid={testId}
      role="img"
      aria-label={name}
    >
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
