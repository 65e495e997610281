import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  gameCatalogueInputSchema,
  type GameCatalogue,
} from '@member-app/contract/schemas/admin-games';
import type { z } from 'zod';
import { apiCall, apiGet } from '../../../lib/api-client';

const path = (code: string) => `/admin/merchants/${encodeURIComponent(code)}/games`;
const key = (code: string) => ['games', code] as const;
// The answer is the stored catalogue, every default filled in.
const schema = gameCatalogueInputSchema as unknown as z.ZodType<GameCatalogue>;

/** GET /admin/merchants/{code}/games: categories (the home lanes), vendors and games as stored. */
export async function getGameCatalogue(code: string): Promise<GameCatalogue> {
  return apiGet(path(code), { schema });
}

export function useGameCatalogue(code: string) {
  return useQuery({ queryKey: key(code), queryFn: () => getGameCatalogue(code) });
}

/** PUT /admin/merchants/{code}/games: replaces the whole catalogue; answers it as stored. */
export async function saveGameCatalogue(
  code: string,
  catalogue: GameCatalogue,
): Promise<GameCatalogue> {
  const { value } = await apiCall(path(code), { method: 'PUT', body: catalogue, schema });
  return value;
}

export function useSaveGameCatalogue(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (catalogue: GameCatalogue) => saveGameCatalogue(code, catalogue),
    onSuccess: (stored) => queryClient.setQueryData(key(code), stored),
    meta: { handlesErrors: true },
  });
}
