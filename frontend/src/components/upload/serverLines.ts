import { useCallback, useEffect, useState } from 'react';
import { http } from '../../api/client.ts';
import { onUploaded } from './instance.ts';

/** A saved upload-list line (spec 1 §3) as the server answers it. */
export interface ServerLine {
  id: string;
  fkProjectId: string;
  fileName: string;
  fileSize: number;
  fileState: string;
  fileType: 'upload' | 'fail' | 'load';
  isDir: 0 | 1;
  createTime: string;
  proName: string;
  modelStatus?: string;
}

export type ServerListType = 'upload' | 'fail' | 'load';

export type ServerLines = ReturnType<typeof useServerLines>;

/** One server list; `pollMs` re-reads it on a timer (the load tab: every 30 s). */
export function useServerLines(type: ServerListType, active: boolean, pollMs?: number) {
  const [lines, setLines] = useState<ServerLine[]>([]);
  const [loading, setLoading] = useState(false);
  const load = useCallback(async () => {
    setLoading(true);
    try {
      const path =
        type === 'load' ? '/api/cloud/file/upload/list/queryLoadList' : '/api/cloud/file/upload/list/query';
      setLines((await http.post<ServerLine[]>(path, { type })).data ?? []);
    } finally {
      setLoading(false);
    }
  }, [type]);
  useEffect(() => {
    if (!active) return;
    void load();
    if (!pollMs) return;
    const timer = setInterval(() => void load(), pollMs);
    return () => clearInterval(timer);
  }, [active, load, pollMs]);
  // A finished upload adds a line: read the list again while it is shown.
  useEffect(() => (active ? onUploaded(() => void load()) : undefined), [active, load]);
  const remove = async (ids: string[]) => {
    await http.post('/api/cloud/file/upload/list/remove', { ids });
    await load();
  };
  const clearAll = async () => {
    await http.post('/api/cloud/file/upload/list/clearAll', { type });
    await load();
  };
  return { lines, loading, reload: load, remove, clearAll };
}
