import type { Messages } from './en';

export const NE: Messages = {
  redirect_refused_title: 'यो लिंक खोल्न सकिँदैन',
  redirect_refused_text: 'यो ठेगाना यस साइटको डाउनलोड लिंक होइन।',
  redirect_home: 'गृहपृष्ठमा जानुहोस्',
  redirect_opening: 'खुल्दैछ…',
  redirect_continue: 'डाउनलोड जारी राख्नुहोस्',
  sms_verification:
    '[{{merchant}}] तपाईंको प्रमाणीकरण कोड {{code}} हो। यो {{minutes}} मिनेटमा समाप्त हुन्छ। कसैलाई पनि नदिनुहोस्।',
  sms_signin:
    '{{code}} तपाईंको {{merchant}} साइन-इन कोड हो। यो {{minutes}} मिनेटमा समाप्त हुन्छ। कसैलाई पनि नदिनुहोस्।',
  email_login_subject: '{{merchant}} लगइन कोड',
  email_login_body:
    'तपाईंको लगइन कोड {{code}} हो। यो {{minutes}} मिनेटमा समाप्त हुन्छ। तपाईंले लगइन गर्न खोज्नुभएको होइन भने पासवर्ड बदल्नुहोस्।',
  id_badge: 'डेमो पहिचान प्रदायक',
  id_heading: '{{provider}} बाट साइन इन गर्नुहोस्',
  id_lead:
    '{{merchant}} मा जारी राख्न। अफलाइनमा यसले {{provider}} को ठाउँ लिन्छ: तपाईंले छान्ने वा टाइप गर्ने जुनसुकै खाताले साइन इन गर्छ।',
  id_choose: 'खाता छान्नुहोस्',
  id_other: 'अर्को खाता प्रयोग गर्नुहोस्',
  id_email: 'इमेल',
  id_name: 'देखिने नाम',
  id_continue: 'जारी राख्नुहोस्',
  id_cancel: 'रद्द गर्नुहोस्',
  id_title: '{{provider}} बाट साइन इन — {{merchant}} (डेमो पहिचान प्रदायक)',
  id_signing_in: 'साइन इन हुँदैछ… यो विन्डो आफैँ बन्द हुन्छ।',
  id_not_opened: 'यो विन्डो एपले खोलेको होइन। यसलाई बन्द गरेर एपबाट साइन इन गर्नुहोस्।',
  id_close: 'तपाईं यो विन्डो बन्द गर्न सक्नुहुन्छ।',
  id_unavailable: 'साइन इन उपलब्ध छैन',
  id_failed: 'साइन इन असफल भयो',
  id_link_incomplete: 'साइन-इन लिंक अपूर्ण छ (च्यानल र स्रोत चाहिन्छ)।',
  id_form_invalid: 'मान्य इमेल ठेगाना र देखिने नाम लेखेर फेरि प्रयास गर्नुहोस्।',
  id_no_site: 'यस ठेगानामा कुनै साइट छैन।',
};
