import { useEffect, useState } from 'react';
import { useAvatarBlob } from '../app/accountQueries.ts';

/** A URL for the blob while it is shown (revoked when it changes or the component goes). */
function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}

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
