import type { Page } from '@loopline/shared';
import type {
  ClientExplain,
  ClientExplainBody,
  ExplainRemoveBody,
  ExplainSubmitBody,
  HelpArea,
  HelpExplain,
  PreferenceRemoveBody,
  PreferenceSaveBody,
  ProgressKind,
  ProgressSetting,
  ProgressSubmitBody,
} from '@loopline/shared/contracts/content';
import type { RequestInput } from '@loopline/shared/contracts/input';
import { http } from './client.ts';

/** The back office's content (issue 19): help (cloudExplain), preferences, progress settings. */
export type { ClientExplain, HelpArea, HelpExplain, ProgressKind, ProgressSetting };
export type ExplainInput = RequestInput<typeof ExplainSubmitBody>;

export const listExplains = (query: { current: number; size: number } & Record<string, string | number>) =>
  http.get<Page<HelpExplain>>('/api/cloudExplain/explainManage/list', query).then((e) => e.data);
export const submitExplain = (input: ExplainInput) =>
  http.post<HelpExplain>('/api/cloudExplain/explainManage/submit', input satisfies ExplainInput);
export const removeExplains = (ids: string[]) =>
  http.post<null>('/api/cloudExplain/explainManage/remove', {
    ids: ids.join(','),
  } satisfies RequestInput<typeof ExplainRemoveBody>);
export const clientExplains = () =>
  http
    .post<ClientExplain[]>(
      '/api/cloudExplain/explainManage/getClientExplain',
      {} satisfies RequestInput<typeof ClientExplainBody>,
      { silent: true },
    )
    .then((e) => e.data);

/** eip-preferences: one saved value (null when never saved). */
export const preference = <T>(key: string) =>
  http.get<T | null>('/api/eip-preferences/detail', { key }, { silent: true }).then((e) => e.data);
export const savePreference = (key: string, value: unknown) =>
  http.post<null>('/api/eip-preferences/save', { key, value } as RequestInput<typeof PreferenceSaveBody>, {
    silent: true,
  });
export const removePreference = (key: string) =>
  http.post<null>('/api/eip-preferences/remove', { keys: key } satisfies RequestInput<
    typeof PreferenceRemoveBody
  >);

export const listProgress = () =>
  http.get<ProgressSetting[]>('/api/progress-settings/list').then((e) => e.data);
export const submitProgress = (input: RequestInput<typeof ProgressSubmitBody>) =>
  http.post<ProgressSetting>('/api/progress-settings/submit', input);
export const resetProgress = (kind: ProgressKind) =>
  http.post<ProgressSetting>('/api/progress-settings/reset', { kind });
export const progressDetail = (kind: ProgressKind) =>
  http.get<ProgressSetting>('/api/progress-settings/detail', { kind }, { silent: true }).then((e) => e.data);
