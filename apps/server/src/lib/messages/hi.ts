import type { Messages } from './en';

export const HI: Messages = {
  redirect_refused_title: 'यह लिंक नहीं खुल सकता',
  redirect_refused_text: 'यह पता इस साइट का डाउनलोड लिंक नहीं है।',
  redirect_home: 'होम पेज पर जाएँ',
  redirect_opening: 'खुल रहा है…',
  redirect_continue: 'डाउनलोड जारी रखें',
  sms_verification:
    '[{{merchant}}] आपका सत्यापन कोड {{code}} है। यह {{minutes}} मिनट में समाप्त हो जाएगा। इसे किसी से साझा न करें।',
  sms_signin:
    '{{code}} आपका {{merchant}} साइन-इन कोड है। यह {{minutes}} मिनट में समाप्त हो जाएगा। इसे किसी से साझा न करें।',
  email_login_subject: '{{merchant}} लॉग इन कोड',
  email_login_body:
    'आपका लॉग इन कोड {{code}} है। यह {{minutes}} मिनट में समाप्त हो जाएगा। अगर आपने लॉग इन की कोशिश नहीं की, तो अपना पासवर्ड बदलें।',
  id_badge: 'डेमो पहचान प्रदाता',
  id_heading: '{{provider}} से साइन इन करें',
  id_lead:
    '{{merchant}} पर जारी रखने के लिए। ऑफ़लाइन में यह {{provider}} की जगह काम करता है: आप जो भी खाता चुनें या लिखें, उससे साइन इन हो जाता है।',
  id_choose: 'खाता चुनें',
  id_other: 'दूसरा खाता इस्तेमाल करें',
  id_email: 'ईमेल',
  id_name: 'दिखने वाला नाम',
  id_continue: 'जारी रखें',
  id_cancel: 'रद्द करें',
  id_title: '{{provider}} से साइन इन करें — {{merchant}} (डेमो पहचान प्रदाता)',
  id_signing_in: 'साइन इन हो रहा है… यह विंडो अपने आप बंद हो जाएगी।',
  id_not_opened: 'यह विंडो ऐप ने नहीं खोली है। इसे बंद करें और ऐप से साइन इन करें।',
  id_close: 'आप यह विंडो बंद कर सकते हैं।',
  id_unavailable: 'साइन इन उपलब्ध नहीं',
  id_failed: 'साइन इन नहीं हो सका',
  id_link_incomplete: 'साइन-इन लिंक अधूरा है (चैनल और स्रोत ज़रूरी हैं)।',
  id_form_invalid: 'सही ईमेल पता और दिखने वाला नाम डालें, फिर दोबारा कोशिश करें।',
  id_no_site: 'इस पते पर कोई साइट नहीं है।',
};
