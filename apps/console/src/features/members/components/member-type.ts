import { useTranslation } from 'react-i18next';
import { MEMBER_TYPES, memberTypeKind } from '../rules';

/** A VIP label an operator can give (the merchant's VIP labels, composed in by the app). */
export interface VipLabelOption {
  id: number;
  name: string;
}

/** The member types as choices: the number the API stores and what it means. */
export function useMemberTypeOptions(): { value: string; label: string }[] {
  const { t } = useTranslation();
  return MEMBER_TYPES.map((type) => ({
    value: String(type),
    label: t('members.typeLabel', { type, kind: t(`members.kinds.${memberTypeKind(type)}`) }),
  }));
}
