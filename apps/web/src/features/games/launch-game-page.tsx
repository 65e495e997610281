import { useTranslation } from 'react-i18next';
import { Rocket } from 'lucide-react';
import { PlaceholderPage } from '../../components/placeholder-page';

/** §2 /m/launchGame?{query}: game launch (the games issue fills it in). */
export function Component() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('page_launch_game')} icon={Rocket} />;
}
