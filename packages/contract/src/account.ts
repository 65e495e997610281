/**
 * Account constants shared by web and server, without zod, so that the web app can import them
 * without pulling the schema library into its bundle.
 */

/** §3 login types, devices and identity channels. */
export const LOGIN_TYPES = ['username', 'sms', 'firebase'] as const;
export const LOGIN_DEVICES = ['IPAD', 'PWA', 'WEBCLIP'] as const;
export const FIREBASE_CHANNELS = ['google', 'facebook', 'twitter', 'line'] as const;
export type FirebaseChannel = (typeof FIREBASE_CHANNELS)[number];
/** Identity-provider sign-in methods: the social channels and phone (SMS) verification (§4 Firebase login). */
export const IDENTITY_METHODS = [...FIREBASE_CHANNELS, 'phone'] as const;
export type IdentityMethod = (typeof IDENTITY_METHODS)[number];
/** 6–20 characters; under an identity provider only the length is asked (§5). */
export const FIREBASE_PASSWORD_PATTERN = /^[\x21-\x7e]{6,20}$/;
/** §7 POST /wps/session/login/maya: the Maya environment the session id comes from. */
export const MAYA_ENVS = ['sandbox', 'production'] as const;
export type MayaEnv = (typeof MAYA_ENVS)[number];
export const REGISTER_METHODS = ['APP', 'H5', 'WEBCLIP', 'PWA'] as const;

/** §2 screen 10 / §3 second-factor methods: E email, P payeeName, G ga, S sms. */
export const SECOND_FACTOR_METHODS = ['E', 'P', 'G', 'S'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];
export const SECOND_FACTOR_TABS = { E: 'email', P: 'payeeName', G: 'ga', S: 'sms' } as const;
export type SecondFactorTab = (typeof SECOND_FACTOR_TABS)[SecondFactorMethod];

/** Registration rules: a username is 4–16 letters, digits or underscore. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{4,16}$/;
/** 6–20 characters with at least one letter and one digit (§5 firebase minimum 6). */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/;
export const MOBILE_PATTERN = /^\d{5,15}$/;
export const DIALING_CODE_PATTERN = /^\d{1,4}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;

/** Purposes of an SMS code (POST /wps/verification/sms/noLogin). */
export const SMS_PURPOSES = ['register', 'login', 'verify'] as const;
