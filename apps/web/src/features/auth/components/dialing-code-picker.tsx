import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Check } from 'lucide-react';
import type { Country } from '@member-app/contract/schemas/merchant-settings';
import { Modal } from '../../../components/modal';
import './dialing-code-picker.css';

const flagUrl = (code: string) => `/static/flags/${code.toUpperCase()}.svg`;

/** §2 screen 8 Country dialing-code picker: flags with +code. */
export function DialingCodePicker({
  countries,
  value,
  onChange,
}: {
  countries: Country[];
  value: string;
  onChange: (country: Country) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [closing, setClosing] = useState(false);
  const current = countries.find((c) => c.countryDialingCode === value) ?? countries[0];
  const close = () => setClosing(true);
  return (
    <>
      <button
        type="button"
        className="dial-picker__button"
        aria-haspopup="dialog"
        aria-label={t('dialing_code_choose', { code: `+${current?.countryDialingCode ?? ''}` })}
        onClick={() => {
          setClosing(false);
          setOpen(true);
        }}
      >
        {current ? (
          <img
            src={flagUrl(current.code)}
            alt=""
            width={24}
            height={16}
            className="dial-picker__flag"
          />
        ) : null}
        <span>+{current?.countryDialingCode}</span>
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      {open ? (
        <Modal
          title={t('dialing_code_title')}
          variant="sheet"
          dismissible
          onDismiss={close}
          closing={closing}
          onClosed={() => setOpen(false)}
        >
          <ul className="dial-picker__list">
            {countries.map((c) => {
              const selected = c.countryDialingCode === value;
              return (
                <li key={c.code}>
                  <button
                    type="button"
                    className="dial-picker__option"
                    aria-pressed={selected}
                    data-autofocus={selected ? true : undefined}
                    onClick={() => {
                      onChange(c);
                      close();
                    }}
                  >
                    <img
                      src={flagUrl(c.code)}
                      alt=""
                      width={28}
                      height={19}
                      className="dial-picker__flag"
                    />
                    <span className="dial-picker__name">{c.name}</span>
                    <span className="dial-picker__code">+{c.countryDialingCode}</span>
                    {selected ? <Check size={18} aria-hidden="true" /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </Modal>
      ) : null}
    </>
  );
}
