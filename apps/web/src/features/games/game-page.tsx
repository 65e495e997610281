import { useTranslation } from 'react-i18next';
import { Gamepad2 } from 'lucide-react';
import { PlaceholderPage } from '../../components/placeholder-page';

/** §2 /m/game: game area (the games issue fills it in). */
export function Component() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('page_game')} icon={Gamepad2} />;
}
