import { useTranslation } from 'react-i18next';
import { Wrench } from 'lucide-react';
import type { GameVendor } from '@member-app/contract/schemas/games';

/** The vendors of the selected category as toggle chips, "All" first (no vendor filter). */
export function VendorChips(props: {
  vendors: GameVendor[];
  selected: string | null;
  onSelect: (vendor: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="games-vendors" role="group" aria-label={t('game_providers')}>
      <button
        type="button"
        className="games-chip"
        aria-pressed={props.selected === null}
        onClick={() => props.onSelect(null)}
      >
        {t('all')}
      </button>
      {props.vendors.map((v) => (
        <button
          key={v.vendor}
          type="button"
          className={`games-chip${v.maintenance ? ' is-maintenance' : ''}`}
          aria-pressed={props.selected === v.vendor}
          onClick={() => props.onSelect(v.vendor)}
        >
          {v.logo ? (
            <img
              className="games-chip__logo"
              src={v.logo}
              alt=""
              width={18}
              height={18}
              loading="lazy"
            />
          ) : null}
          <span>{v.name}</span>
          {v.isNew ? <span className="games-chip__new">{t('game_new')}</span> : null}
          {v.maintenance ? (
            <span className="games-chip__maint" title={t('game_maintenance')}>
              <Wrench size={12} aria-hidden="true" />
              <span className="visually-hidden">{t('game_maintenance')}</span>
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
