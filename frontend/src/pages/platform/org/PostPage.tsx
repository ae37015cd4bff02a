import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import { POST_CATEGORIES } from '@loopline/shared/contracts/org';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPosts, type PostView, removePosts, submitPost } from '../../../api/org.ts';
import { ConfirmDelete, CRUD_DEFAULT_PAGE_SIZE, CrudTable } from '../../../components/crud/CrudTable.tsx';
import { selectionAction } from '../../../components/crud/selection.ts';
import { notify } from '../../../components/notifications/store.ts';
import { usePagedQuery } from '../../../components/paged/usePagedQuery.ts';
import { FormModal } from './FormModal.tsx';
import { orgKeys } from './queries.ts';

/** /platform/system/post: the tenant's posts (blade-system/post). */
export function PlatformPostPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<PostView | 'new' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const posts = usePagedQuery({
    queryKey: orgKeys.posts(),
    load: ({ current, size, search }) =>
      listPosts({ current, size, ...(search ? { postName: search } : {}) }),
    defaultSize: CRUD_DEFAULT_PAGE_SIZE,
  });
  const { selected } = posts;
  const reload = () => queryClient.invalidateQueries({ queryKey: orgKeys.posts() });
  const categoryLabel = (c: number) => t(`org.postCategory${c}`);
  const remove = async () => {
    setBusy(true);
    try {
      await removePosts(selected.map((p) => p.id));
      notify.success(t('crud.deleteSuccess'));
      setDeleting(false);
      await reload();
    } finally {
      setBusy(false);
    }
  };
  const current = editing === 'new' ? null : editing;
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('org.postDescription')}>
          {t('org.postTitle')}
        </Header>
      }
    >
      <CrudTable<PostView>
        testId="post-table"
        paged={posts}
        trackBy="id"
        columns={[
          { id: 'category', header: t('org.postCategory'), cell: (p) => categoryLabel(p.category) },
          { id: 'postCode', header: t('org.postCode'), cell: (p) => p.postCode },
          { id: 'postName', header: t('org.postName'), cell: (p) => p.postName },
          { id: 'sort', header: t('org.sort'), cell: (p) => p.sort },
          { id: 'remark', header: t('org.remark'), cell: (p) => p.remark },
          {
            id: 'actions',
            header: t('crud.actions'),
            cell: (p) => (
              <Button variant="inline-link" onClick={() => setEditing(p)}>
                {t('crud.edit')}
              </Button>
            ),
          },
        ]}
        header={
          <Header
            counter={`(${posts.total})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  iconName="refresh"
                  ariaLabel={t('crud.refresh')}
                  onClick={() => void posts.refetch()}
                />
                <Button {...selectionAction(selected, t('crud.selectOne'))} onClick={() => setDeleting(true)}>
                  {t('crud.delete')}
                </Button>
                <Button variant="primary" data-testid="post-add" onClick={() => setEditing('new')}>
                  {t('crud.add')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('org.postTitle')}
          </Header>
        }
        filter={
          <TextFilter
            filteringText={posts.filter}
            filteringPlaceholder={t('org.postSearch')}
            filteringAriaLabel={t('org.postSearch')}
            onChange={({ detail }) => posts.setFilter(detail.filteringText)}
          />
        }
      />
      {editing && (
        <FormModal
          title={t(current ? 'org.postEdit' : 'org.postAdd')}
          testId="post-form"
          isNew={!current}
          initial={{
            category: current ? String(current.category) : '',
            postCode: current?.postCode ?? '',
            postName: current?.postName ?? '',
            sort: String(current?.sort ?? 0),
            remark: current?.remark ?? '',
          }}
          fields={[
            {
              key: 'category',
              label: t('org.postCategory'),
              kind: 'select',
              required: t('org.postCategoryRequired'),
              options: POST_CATEGORIES.map((c) => ({ value: String(c), label: categoryLabel(c) })),
            },
            { key: 'postCode', label: t('org.postCode'), required: t('org.postCodeRequired') },
            { key: 'postName', label: t('org.postName'), required: t('org.postNameRequired') },
            { key: 'sort', label: t('org.sort'), kind: 'number' },
            { key: 'remark', label: t('org.remark') },
          ]}
          onSubmit={(v) =>
            submitPost({
              id: current?.id,
              category: Number(v.category) as 1,
              postCode: v.postCode ?? '',
              postName: v.postName ?? '',
              sort: Number(v.sort) || 0,
              remark: v.remark ?? '',
            })
          }
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
      {deleting && (
        <ConfirmDelete busy={busy} onCancel={() => setDeleting(false)} onConfirm={() => void remove()} />
      )}
    </ContentLayout>
  );
}
