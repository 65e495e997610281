import type { Messages } from './en';

export const ID: Messages = {
  redirect_refused_title: 'Tautan ini tidak dapat dibuka',
  redirect_refused_text: 'Alamat ini bukan tautan unduhan situs ini.',
  redirect_home: 'Ke beranda',
  redirect_opening: 'Membuka…',
  redirect_continue: 'Lanjutkan unduhan',
  sms_verification:
    '[{{merchant}}] Kode verifikasi Anda {{code}}. Berlaku {{minutes}} menit. Jangan berikan kepada siapa pun.',
  sms_signin:
    '{{code}} adalah kode masuk {{merchant}} Anda. Berlaku {{minutes}} menit. Jangan berikan kepada siapa pun.',
  email_login_subject: 'Kode masuk {{merchant}}',
  email_login_body:
    'Kode masuk Anda {{code}}. Berlaku {{minutes}} menit. Jika Anda tidak mencoba masuk, segera ganti kata sandi.',
  id_badge: 'Penyedia identitas demo',
  id_heading: 'Masuk dengan {{provider}}',
  id_lead:
    'untuk melanjutkan ke {{merchant}}. Halaman ini menggantikan {{provider}} secara offline: akun apa pun yang Anda pilih atau ketik bisa masuk.',
  id_choose: 'Pilih akun',
  id_other: 'Gunakan akun lain',
  id_email: 'Email',
  id_name: 'Nama tampilan',
  id_continue: 'Lanjutkan',
  id_cancel: 'Batal',
  id_title: 'Masuk dengan {{provider}} — {{merchant}} (penyedia identitas demo)',
  id_signing_in: 'Sedang masuk… Jendela ini akan tertutup sendiri.',
  id_not_opened:
    'Jendela ini tidak dibuka oleh aplikasi. Tutup jendela ini dan masuk dari aplikasi.',
  id_close: 'Anda dapat menutup jendela ini.',
  id_unavailable: 'Belum bisa masuk',
  id_failed: 'Gagal masuk',
  id_link_incomplete: 'Tautan masuk tidak lengkap (kanal dan asal diperlukan).',
  id_form_invalid: 'Masukkan alamat email yang valid dan nama tampilan, lalu coba lagi.',
  id_no_site: 'Tidak ada situs di alamat ini.',
};
