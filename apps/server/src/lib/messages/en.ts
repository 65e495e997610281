/** The server's own texts in English, the source: every other language has every key. */
export const EN = {
  redirect_refused_title: 'This link cannot be opened',
  redirect_refused_text: "The address is not one of this site's download links.",
  redirect_home: 'Go to the home page',
  redirect_opening: 'Opening…',
  redirect_continue: 'Continue to the download',
  sms_verification:
    '[{{merchant}}] Your verification code is {{code}}. It expires in {{minutes}} min. Never share it.',
  sms_signin:
    '{{code}} is your {{merchant}} sign-in code. It expires in {{minutes}} min. Never share it.',
  email_login_subject: '{{merchant}} login code',
  email_login_body:
    'Your login code is {{code}}. It expires in {{minutes}} min. If you did not try to log in, change your password.',
  id_badge: 'Demo identity provider',
  id_heading: 'Sign in with {{provider}}',
  id_lead:
    'to continue to {{merchant}}. This stands in for {{provider}} offline: any account you pick or type signs in.',
  id_choose: 'Choose an account',
  id_other: 'Use another account',
  id_email: 'Email',
  id_name: 'Display name',
  id_continue: 'Continue',
  id_cancel: 'Cancel',
  id_title: 'Sign in with {{provider}} — {{merchant}} (demo identity provider)',
  id_signing_in: 'Signing you in… This window closes by itself.',
  id_not_opened: 'This window was not opened by the app. Close it and sign in from the app.',
  id_close: 'You can close this window.',
  id_unavailable: 'Sign-in unavailable',
  id_failed: 'Sign-in failed',
  id_link_incomplete: 'The sign-in link is incomplete (channel and origin are needed).',
  id_form_invalid: 'Enter a valid email address and a display name, then try again.',
  id_no_site: 'No site is served at this address.',
} as const;

export type MessageKey = keyof typeof EN;
export type Messages = Readonly<Record<MessageKey, string>>;
