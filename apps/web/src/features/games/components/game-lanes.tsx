/** §2 home: the game lanes (title, cards, vendors, count); filled in by the games issue. */
export function GameLanes() {
  return null;
}
