import type { GameCategoryCode, SEA_LOTTO_MODE } from '@member-app/contract/rules/games';

/**
 * A merchant's game catalogue as stored: the rows the games module serves and the demo seed writes.
 */
export interface CategoryRow {
  code: GameCategoryCode;
  name: string;
  nameCn: string | null;
  icon: string | null;
  ordinal: number;
}

export interface VendorRow {
  code: string;
  name: string;
  nameCn: string | null;
  logo: string | null;
  isNew: boolean;
  maintenance: boolean;
  enabled: boolean;
  sortOrder: number;
}

export interface GameRow {
  gameCode: string;
  /** As stored: RNG and PVP included. */
  vendorCode: string;
  category: GameCategoryCode;
  name: string;
  nameCn: string | null;
  image: string;
  providerGame: string;
  lottery: boolean;
  trial: boolean;
  hasLobby: boolean;
  playType: string | null;
  prizeMode: string | null;
  lottoMode: typeof SEA_LOTTO_MODE | null;
  hotRank: number | null;
  isNew: boolean;
  enabled: boolean;
  sortOrder: number;
}

/** A merchant's catalogue as stored (what the cache keeps). */
export interface CatalogueSnapshot {
  categories: CategoryRow[];
  vendors: VendorRow[];
  games: GameRow[];
}
