import { useCallback, useEffect, useState } from 'react';
import { getCaptcha } from '../../../api/auth.ts';
import type { CaptchaData } from '../../../api/types.ts';

/** The picture captcha: single use, so a new one is fetched after every failed sign-in. */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<CaptchaData | null>(null);
  const [loading, setLoading] = useState(true);

  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      setCaptcha(await getCaptcha());
    } catch {
      setCaptcha(null);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { captcha, loading, refresh };
}
