import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { wxAuthorizeUrl, wxOpenid } from '../../../api/payPetal.ts';
import {
  forgetCode,
  isWechatBrowser,
  keepOpenid,
  newState,
  oauthReturnAddress,
  returnedCode,
  storedOpenid,
} from './wechatBrowser.ts';

/**
 * Kept apart from the member centre's `pay` keys, which a purchase invalidates: a code is used once,
 * and a second authorisation would leave the page.
 */
const wechatKeys = {
  openid: (code: string) => ['wechatOauth', 'openid', code] as const,
  authorize: () => ['wechatOauth', 'authorize'] as const,
};

/**
 * Inside WeChat: the payer's openid for JSAPI. A code brought back by WeChat's authorisation is
 * exchanged on the server; without either, the browser is sent to the authorisation (silent,
 * snsapi_base). Outside WeChat, or when JSAPI is not set up (the authorise call is refused), it is ''.
 */
export function useWechatOpenid(): { inWechat: boolean; openid: string } {
  const inWechat = isWechatBrowser(navigator.userAgent);
  const [code] = useState(() => (inWechat ? returnedCode(window.location.search) : ''));
  const [kept] = useState(() => (inWechat ? storedOpenid() : ''));
  const exchanged = useQuery({
    queryKey: wechatKeys.openid(code),
    queryFn: () => wxOpenid({ code }),
    enabled: Boolean(code) && !kept,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const authorize = useQuery({
    queryKey: wechatKeys.authorize(),
    queryFn: () => wxAuthorizeUrl(oauthReturnAddress(window.location), newState()),
    enabled: inWechat && !code && !kept,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const openid = kept || exchanged.data?.openid || '';
  useEffect(() => {
    if (exchanged.data?.openid) keepOpenid(exchanged.data.openid);
    if (code && (exchanged.isSuccess || exchanged.isError)) forgetCode(window.location, window.history);
  }, [code, exchanged.data, exchanged.isSuccess, exchanged.isError]);
  // Leaving for WeChat's authorisation is navigation, not loading: it follows the answer.
  useEffect(() => {
    if (authorize.data?.url) window.location.assign(authorize.data.url);
  }, [authorize.data]);
  return { inWechat, openid };
}
