import { useTranslation } from 'react-i18next';
import { Megaphone } from 'lucide-react';
import { Marquee } from '../../../components/marquee';
import { useMarquee } from '../api/content';

/** §2 screen 19 the scrolling announcement line (60 px/s, §9). */
export function HomeMarquee() {
  const { t } = useTranslation();
  const { data, isPending } = useMarquee();
  const items = data?.items ?? [];
  // Its line is held while the texts load, so the page below does not jump when they arrive.
  if (isPending)
    return (
      <div className="home-marquee" aria-hidden="true">
        <Megaphone size={18} className="home-marquee__icon" />
        <span>&nbsp;</span>
      </div>
    );
  if (items.length === 0) return null;
  return (
    <div className="home-marquee">
      <Megaphone size={18} aria-hidden="true" className="home-marquee__icon" />
      <Marquee items={items.map((i) => i.text)} label={t('announcements')} />
    </div>
  );
}
