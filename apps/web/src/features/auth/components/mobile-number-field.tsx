import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryInfo } from '@member-app/contract/schemas/system';
import { TextField } from '../../../components/text-field';
import { useSiteSettings } from '../../../lib/site-settings';
import { showDialingCodePicker } from '../rules';
import { DialingCodePicker } from './dialing-code-picker';

/** A mobile number with its dialing code: the picker of §2 screen 8 when its rule allows. */
export const MobileNumberField = forwardRef<
  HTMLInputElement,
  {
    country: CountryInfo | undefined;
    dialingCode: string;
    onDialingCode: (code: string) => void;
    value: string;
    onChange: (v: string) => void;
    error?: string | null;
    label?: string;
  }
>(function MobileNumberField(
  { country, dialingCode, onDialingCode, value, onChange, error, label },
  ref,
) {
  const { t } = useTranslation();
  const settings = useSiteSettings().data;
  const picker = showDialingCodePicker({
    countryCode: country?.countryCode,
    countryDialingCode: country?.countryDialingCode,
    countries: country?.countries,
    showFlag: country?.showDialingCode ?? false,
    flags: settings?.whitelabelVal ?? {},
    firebaseSms: settings?.sms.firebase ?? false,
  });
  return (
    <TextField
      ref={ref}
      label={label ?? t('mobile_number')}
      inputMode="numeric"
      autoComplete="tel-national"
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/[^\d]/g, ''))}
      error={error}
      prefix={
        picker && country ? (
          <DialingCodePicker
            countries={country.countries}
            value={dialingCode}
            onChange={(c) => onDialingCode(c.countryDialingCode)}
          />
        ) : (
          <span className="field__static-prefix">+{dialingCode}</span>
        )
      }
    />
  );
});
