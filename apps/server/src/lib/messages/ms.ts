import type { Messages } from './en';

export const MS: Messages = {
  redirect_refused_title: 'Pautan ini tidak dapat dibuka',
  redirect_refused_text: 'Alamat ini bukan pautan muat turun laman ini.',
  redirect_home: 'Ke laman utama',
  redirect_opening: 'Membuka…',
  redirect_continue: 'Teruskan muat turun',
  sms_verification:
    '[{{merchant}}] Kod pengesahan anda ialah {{code}}. Sah selama {{minutes}} minit. Jangan kongsi dengan sesiapa.',
  sms_signin:
    '{{code}} ialah kod log masuk {{merchant}} anda. Sah selama {{minutes}} minit. Jangan kongsi dengan sesiapa.',
  email_login_subject: 'Kod log masuk {{merchant}}',
  email_login_body:
    'Kod log masuk anda ialah {{code}}. Sah selama {{minutes}} minit. Jika anda tidak cuba log masuk, tukar kata laluan anda.',
  id_badge: 'Penyedia identiti demo',
  id_heading: 'Log masuk dengan {{provider}}',
  id_lead:
    'untuk meneruskan ke {{merchant}}. Laman ini menggantikan {{provider}} di luar talian: mana-mana akaun yang anda pilih atau taip boleh log masuk.',
  id_choose: 'Pilih akaun',
  id_other: 'Guna akaun lain',
  id_email: 'E-mel',
  id_name: 'Nama paparan',
  id_continue: 'Teruskan',
  id_cancel: 'Batal',
  id_title: 'Log masuk dengan {{provider}} — {{merchant}} (penyedia identiti demo)',
  id_signing_in: 'Sedang log masuk… Tetingkap ini akan tertutup sendiri.',
  id_not_opened:
    'Tetingkap ini tidak dibuka oleh aplikasi. Tutupnya dan log masuk melalui aplikasi.',
  id_close: 'Anda boleh menutup tetingkap ini.',
  id_unavailable: 'Log masuk tidak tersedia',
  id_failed: 'Log masuk gagal',
  id_link_incomplete: 'Pautan log masuk tidak lengkap (saluran dan asal diperlukan).',
  id_form_invalid: 'Masukkan alamat e-mel yang sah dan nama paparan, kemudian cuba lagi.',
  id_no_site: 'Tiada laman di alamat ini.',
};
