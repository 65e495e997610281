import type { Messages } from './en';

export const TW: Messages = {
  redirect_refused_title: '無法開啟此連結',
  redirect_refused_text: '該網址不是本站的下載連結。',
  redirect_home: '返回首頁',
  redirect_opening: '正在開啟…',
  redirect_continue: '繼續下載',
  sms_verification: '【{{merchant}}】您的驗證碼是 {{code}}，{{minutes}} 分鐘內有效。請勿告知他人。',
  sms_signin: '{{code}} 是您的 {{merchant}} 登入驗證碼，{{minutes}} 分鐘內有效。請勿告知他人。',
  email_login_subject: '{{merchant}} 登入驗證碼',
  email_login_body:
    '您的登入驗證碼是 {{code}}，{{minutes}} 分鐘內有效。如果這不是您本人的登入操作，請立即更改密碼。',
  id_badge: '示範身分提供者',
  id_heading: '使用 {{provider}} 登入',
  id_lead:
    '以繼續前往 {{merchant}}。這是 {{provider}} 的離線替身：您選擇或輸入的任何帳號都能登入。',
  id_choose: '選擇帳號',
  id_other: '使用其他帳號',
  id_email: '電子郵件',
  id_name: '顯示名稱',
  id_continue: '繼續',
  id_cancel: '取消',
  id_title: '使用 {{provider}} 登入 — {{merchant}}（示範身分提供者）',
  id_signing_in: '正在登入… 此視窗將自動關閉。',
  id_not_opened: '此視窗不是由應用程式開啟的。請關閉它，並從應用程式內登入。',
  id_close: '您可以關閉此視窗。',
  id_unavailable: '暫時無法登入',
  id_failed: '登入失敗',
  id_link_incomplete: '登入連結不完整（缺少管道與來源）。',
  id_form_invalid: '請輸入有效的電子郵件與顯示名稱，然後再試一次。',
  id_no_site: '此網址沒有對應的網站。',
};
