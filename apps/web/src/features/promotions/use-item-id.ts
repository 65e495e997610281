import { useSearchParams } from 'react-router';

/**
 * The item an address names (`?id=`): the activity its page shows, the news or help article shown
 * opened (as the console's live preview opens a draft). undefined: none named; null: not an id.
 */
export function useItemId(): number | null | undefined {
  const [params] = useSearchParams();
  const raw = params.get('id');
  if (raw === null) return undefined;
  return /^\d+$/.test(raw) ? Number(raw) : null;
}
