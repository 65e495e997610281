import type { Messages } from './en';

export const CN: Messages = {
  redirect_refused_title: '无法打开此链接',
  redirect_refused_text: '该地址不是本站的下载链接。',
  redirect_home: '返回首页',
  redirect_opening: '正在打开…',
  redirect_continue: '继续下载',
  sms_verification:
    '【{{merchant}}】您的验证码是 {{code}}，{{minutes}} 分钟内有效。请勿泄露给他人。',
  sms_signin: '{{code}} 是您的 {{merchant}} 登录验证码，{{minutes}} 分钟内有效。请勿泄露给他人。',
  email_login_subject: '{{merchant}} 登录验证码',
  email_login_body:
    '您的登录验证码是 {{code}}，{{minutes}} 分钟内有效。如果这不是您本人的登录操作，请立即修改密码。',
  id_badge: '演示身份提供方',
  id_heading: '使用 {{provider}} 登录',
  id_lead:
    '以继续访问 {{merchant}}。这是 {{provider}} 的离线替身：您选择或输入的任何账号都能登录。',
  id_choose: '选择账号',
  id_other: '使用其他账号',
  id_email: '电子邮箱',
  id_name: '显示名称',
  id_continue: '继续',
  id_cancel: '取消',
  id_title: '使用 {{provider}} 登录 — {{merchant}}（演示身份提供方）',
  id_signing_in: '正在登录… 此窗口将自动关闭。',
  id_not_opened: '此窗口不是由应用打开的。请关闭它，并从应用内登录。',
  id_close: '您可以关闭此窗口。',
  id_unavailable: '暂时无法登录',
  id_failed: '登录失败',
  id_link_incomplete: '登录链接不完整（缺少渠道和来源）。',
  id_form_invalid: '请输入有效的电子邮箱和显示名称，然后重试。',
  id_no_site: '此地址没有对应的站点。',
};
