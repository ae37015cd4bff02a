import { I18nProvider } from '@cloudscape-design/components/i18n';
import enMessages from '@cloudscape-design/components/i18n/messages/all.en';
import zhMessages from '@cloudscape-design/components/i18n/messages/all.zh-CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from './queryClient.ts';
import { router } from './router.tsx';

/** Cloudscape's own strings (close buttons, menus) follow the interface language; server state lives in one query cache. */
export function App() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh-CN';
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale} messages={[locale === 'en' ? enMessages : zhMessages]}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>
  );
}
