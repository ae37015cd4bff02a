import { useEffect, useState } from 'react';
import { avatarBlob } from '../api/account.ts';

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
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    setUrl(null);
    if (id) {
      void avatarBlob(id).then((blob) => {
        if (cancelled || !blob) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      });
    }
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id]);
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
