import type { Messages } from './en';

export const TY: Messages = {
  redirect_refused_title: 'Hindi mabuksan ang link na ito',
  redirect_refused_text: 'Ang address na ito ay hindi isa sa mga download link ng site.',
  redirect_home: 'Pumunta sa home page',
  redirect_opening: 'Binubuksan…',
  redirect_continue: 'Ituloy ang download',
  sms_verification:
    '[{{merchant}}] Ang verification code mo ay {{code}}. Mag-e-expire ito in {{minutes}} min. Huwag itong i-share kahit kanino.',
  sms_signin:
    '{{code}} ang sign-in code mo sa {{merchant}}. Mag-e-expire ito in {{minutes}} min. Huwag itong i-share kahit kanino.',
  email_login_subject: '{{merchant}} login code',
  email_login_body:
    'Ang login code mo ay {{code}}. Mag-e-expire ito in {{minutes}} min. Kung hindi ikaw ang nag-login, palitan agad ang password mo.',
  id_badge: 'Demo identity provider',
  id_heading: 'Mag-sign in gamit ang {{provider}}',
  id_lead:
    'para tumuloy sa {{merchant}}. Pamalit ito sa {{provider}} kapag offline: kahit anong account ang piliin o i-type mo, makaka-sign in.',
  id_choose: 'Pumili ng account',
  id_other: 'Gumamit ng ibang account',
  id_email: 'Email',
  id_name: 'Display name',
  id_continue: 'Tuloy',
  id_cancel: 'Kanselahin',
  id_title: 'Mag-sign in gamit ang {{provider}} — {{merchant}} (demo identity provider)',
  id_signing_in: 'Sina-sign in ka na… Kusa itong magsasara.',
  id_not_opened:
    'Hindi ang app ang nagbukas ng window na ito. Isara ito at mag-sign in mula sa app.',
  id_close: 'Puwede mo nang isara ang window na ito.',
  id_unavailable: 'Hindi available ang sign-in',
  id_failed: 'Hindi nakapag-sign in',
  id_link_incomplete: 'Kulang ang sign-in link (kailangan ang channel at origin).',
  id_form_invalid: 'Maglagay ng tamang email address at display name, tapos subukan ulit.',
  id_no_site: 'Walang site sa address na ito.',
};
