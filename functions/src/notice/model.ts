import type { Language } from '@loopline/shared';

export interface PlatformNotice {
  id: string;
  tenantId: string;
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
  languages: Language[];
  /** 0 unpublished, 1 published. */
  status: 0 | 1;
  endTime?: string;
  publishTime?: string;
  recipients?: number;
  createTime: string;
  updateTime: string;
  createUser: string;
  createUserName: string;
}

export interface NoticeInput {
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
  languages: Language[];
}
