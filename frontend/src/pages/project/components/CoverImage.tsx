import { useQuery } from '@tanstack/react-query';
import { fetchCover } from '../../../api/projects.ts';
import { useObjectUrl } from '../../../components/useObjectUrl.ts';

/** The first letter of a project name, for the placeholder cover. */
function initial(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '';
}

/**
 * A project's 16:9 cover. Covers are fetched with the token (members only) and shown through an
 * object URL; a project without one, or whose cover cannot be loaded, shows its initial.
 */
export function CoverImage({ src, name, testId }: { src: string; name: string; testId?: string }) {
  const isLocal = src.startsWith('data:') || src.startsWith('blob:');
  const cover = useQuery({
    queryKey: ['project', 'cover', src],
    queryFn: ({ signal }) => fetchCover(src, signal),
    enabled: Boolean(src) && !isLocal,
  });
  const url = useObjectUrl(cover.isError ? null : cover.data);

  const shown = isLocal ? src : url;
  return (
    <div className="ll-cover" data-testid={testId} data-loaded={shown ? 'true' : 'false'}>
      {shown ? (
        <img className="ll-cover__image" src={shown} alt="" />
      ) : (
        <span className="ll-cover__initial" aria-hidden="true">
          {initial(name)}
        </span>
      )}
    </div>
  );
}
