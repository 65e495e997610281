import type { ComponentType } from 'react';
import type { FirebaseChannel } from '@member-app/contract/account';
import type { SiteSettings } from '@member-app/contract/schemas/system';
import type { TFunction } from 'i18next';

export interface SocialSignInProps {
  /** The provider vouched for the person: sign in with the id token (§4 Firebase login). */
  onSignedIn: (channel: FirebaseChannel, idToken: string) => void;
}

/**
 * What the auth forms need from the identity feature (§4 Firebase login). Features do not import
 * each other: src/app hands an implementation in, loaded on demand (STYLE "Layout and boundaries").
 * The phone functions show the provider's errors themselves (§8 catalogue, in the caller's
 * language `t`) and then give null.
 */
export interface IdentityPort {
  /** The social sign-in buttons for the merchant's channels (§4). */
  SocialSignIn: ComponentType<SocialSignInProps>;
  /** §4 "send the SMS code to + dialing code + number": when a resend is allowed (60 s later). */
  sendPhoneCode: (
    sms: SiteSettings['sms'],
    dialingCode: string,
    mobile: string,
    t: TFunction,
  ) => Promise<number | null>;
  /** §4 "confirm the code to get an id token". */
  confirmPhoneCode: (
    sms: SiteSettings['sms'],
    code: string,
    t: TFunction,
  ) => Promise<string | null>;
}
