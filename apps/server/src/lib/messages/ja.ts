import type { Messages } from './en';

export const JA: Messages = {
  redirect_refused_title: 'このリンクは開けません',
  redirect_refused_text: 'このアドレスは本サイトのダウンロードリンクではありません。',
  redirect_home: 'ホームへ戻る',
  redirect_opening: '開いています…',
  redirect_continue: 'ダウンロードを続ける',
  sms_verification:
    '【{{merchant}}】認証コードは {{code}} です。有効期限は {{minutes}} 分です。誰にも教えないでください。',
  sms_signin:
    '{{code}} は {{merchant}} のログインコードです。有効期限は {{minutes}} 分です。誰にも教えないでください。',
  email_login_subject: '{{merchant}} ログインコード',
  email_login_body:
    'ログインコードは {{code}} です。有効期限は {{minutes}} 分です。ログインに心当たりがない場合は、パスワードを変更してください。',
  id_badge: 'デモ用IDプロバイダー',
  id_heading: '{{provider}} でログイン',
  id_lead:
    '{{merchant}} に進みます。オフラインで {{provider}} の代わりを務めます：選んだアカウントや入力したアカウントで、そのままログインできます。',
  id_choose: 'アカウントを選択',
  id_other: '別のアカウントを使う',
  id_email: 'メールアドレス',
  id_name: '表示名',
  id_continue: '続ける',
  id_cancel: 'キャンセル',
  id_title: '{{provider}} でログイン — {{merchant}}（デモ用IDプロバイダー）',
  id_signing_in: 'ログインしています… このウィンドウは自動で閉じます。',
  id_not_opened:
    'このウィンドウはアプリから開かれていません。閉じてからアプリでログインしてください。',
  id_close: 'このウィンドウは閉じてかまいません。',
  id_unavailable: 'ログインできません',
  id_failed: 'ログインに失敗しました',
  id_link_incomplete: 'ログイン用のリンクが不完全です（チャネルと送信元が必要です）。',
  id_form_invalid: '有効なメールアドレスと表示名を入力して、もう一度お試しください。',
  id_no_site: 'このアドレスで提供されているサイトはありません。',
};
