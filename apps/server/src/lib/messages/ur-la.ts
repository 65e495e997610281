import type { Messages } from './en';

export const UR_LA: Messages = {
  redirect_refused_title: 'Yeh link nahin khul sakta',
  redirect_refused_text: 'Yeh address is site ka download link nahin hai.',
  redirect_home: 'Home page par jayein',
  redirect_opening: 'Khul raha hai…',
  redirect_continue: 'Download jari rakhein',
  sms_verification:
    '[{{merchant}}] Aap ka verification code {{code}} hai. Yeh {{minutes}} minute mein khatam ho jayega. Kisi ko na batayein.',
  sms_signin:
    '{{code}} aap ka {{merchant}} sign-in code hai. Yeh {{minutes}} minute mein khatam ho jayega. Kisi ko na batayein.',
  email_login_subject: '{{merchant}} login code',
  email_login_body:
    'Aap ka login code {{code}} hai. Yeh {{minutes}} minute mein khatam ho jayega. Agar aap ne login ki koshish nahin ki to apna password badal lein.',
  id_badge: 'Demo shanakhti provider',
  id_heading: '{{provider}} ke saath sign in karein',
  id_lead:
    '{{merchant}} par jari rakhne ke liye. Offline yeh {{provider}} ki jagah kaam karta hai: aap jo bhi account chunein ya likhein, us se sign in ho jata hai.',
  id_choose: 'Account chunein',
  id_other: 'Koi aur account istemal karein',
  id_email: 'Email',
  id_name: 'Zahiri naam',
  id_continue: 'Jari rakhein',
  id_cancel: 'Mansookh karein',
  id_title: '{{provider}} ke saath sign in — {{merchant}} (demo shanakhti provider)',
  id_signing_in: 'Sign in ho raha hai… Yeh window khud band ho jayegi.',
  id_not_opened: 'Yeh window app ne nahin kholi. Ise band karein aur app se sign in karein.',
  id_close: 'Aap yeh window band kar sakte hain.',
  id_unavailable: 'Sign in dastiyab nahin',
  id_failed: 'Sign in nakam ho gaya',
  id_link_incomplete: 'Sign-in link namukammal hai (channel aur origin zaroori hain).',
  id_form_invalid: 'Durust email address aur zahiri naam likhein, phir dobara koshish karein.',
  id_no_site: 'Is address par koi site mojood nahin.',
};
