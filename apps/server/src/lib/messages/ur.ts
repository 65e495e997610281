import type { Messages } from './en';

export const UR: Messages = {
  redirect_refused_title: 'یہ لنک نہیں کھل سکتا',
  redirect_refused_text: 'یہ پتہ اس سائٹ کا ڈاؤن لوڈ لنک نہیں ہے۔',
  redirect_home: 'ہوم پیج پر جائیں',
  redirect_opening: 'کھل رہا ہے…',
  redirect_continue: 'ڈاؤن لوڈ جاری رکھیں',
  sms_verification:
    '[{{merchant}}] آپ کا تصدیقی کوڈ {{code}} ہے۔ یہ {{minutes}} منٹ میں ختم ہو جائے گا۔ اسے کسی کو نہ بتائیں۔',
  sms_signin:
    '{{code}} آپ کا {{merchant}} سائن اِن کوڈ ہے۔ یہ {{minutes}} منٹ میں ختم ہو جائے گا۔ اسے کسی کو نہ بتائیں۔',
  email_login_subject: '{{merchant}} لاگ اِن کوڈ',
  email_login_body:
    'آپ کا لاگ اِن کوڈ {{code}} ہے۔ یہ {{minutes}} منٹ میں ختم ہو جائے گا۔ اگر آپ نے لاگ اِن کی کوشش نہیں کی تو اپنا پاس ورڈ بدل لیں۔',
  id_badge: 'ڈیمو شناختی فراہم کنندہ',
  id_heading: '{{provider}} کے ساتھ سائن اِن کریں',
  id_lead:
    '{{merchant}} پر جاری رکھنے کے لیے۔ آف لائن یہ {{provider}} کی جگہ کام کرتا ہے: آپ جو بھی اکاؤنٹ چنیں یا لکھیں، اس سے سائن اِن ہو جاتا ہے۔',
  id_choose: 'اکاؤنٹ منتخب کریں',
  id_other: 'کوئی اور اکاؤنٹ استعمال کریں',
  id_email: 'ای میل',
  id_name: 'ظاہری نام',
  id_continue: 'جاری رکھیں',
  id_cancel: 'منسوخ کریں',
  id_title: '{{provider}} کے ساتھ سائن اِن — {{merchant}} (ڈیمو شناختی فراہم کنندہ)',
  id_signing_in: 'سائن اِن ہو رہا ہے… یہ ونڈو خود بند ہو جائے گی۔',
  id_not_opened: 'یہ ونڈو ایپ نے نہیں کھولی۔ اسے بند کریں اور ایپ سے سائن اِن کریں۔',
  id_close: 'آپ یہ ونڈو بند کر سکتے ہیں۔',
  id_unavailable: 'سائن اِن دستیاب نہیں',
  id_failed: 'سائن اِن ناکام ہو گیا',
  id_link_incomplete: 'سائن اِن لنک نامکمل ہے (چینل اور ماخذ درکار ہیں)۔',
  id_form_invalid: 'درست ای میل پتہ اور ظاہری نام درج کریں، پھر دوبارہ کوشش کریں۔',
  id_no_site: 'اس پتے پر کوئی سائٹ موجود نہیں۔',
};
